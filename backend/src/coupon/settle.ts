import { LEDGER_KIND, moveMoney } from '../accounts/ledger';
import type { Db } from '../db/handle';
import { finishGame } from '../line/outcomes';
import type { OutcomeResult } from '../line/rows';
import { resolveDueCoupons } from './acceptance';
import { payoutCouponOf, settledStatus, settledWinMinor } from './payout';
import { findCouponRow, linesOf, markSettled, pendingLinesOnGame, setLineStatus } from './store';

/**
 * A game's result (POST /__control/line/games/{id}/result): the game is finished, every pending
 * coupon's line on it settles (winners won, voids void, its other outcomes lost), and each coupon
 * whose lines are then all settled is paid, all in one transaction (docs/coupon-api.md "Settlement").
 * Returns how many coupons were settled.
 */
export function settleGame(db: Db, now: number, gameId: number, result: { winners: readonly number[]; voids: readonly number[] }): number {
  // A live coupon whose wait ended before the result is accepted or refused first, as a read would.
  resolveDueCoupons(db, now);
  return db.transaction(() => {
    finishGame(db, gameId, result, now);
    const winners = new Set(result.winners);
    const voids = new Set(result.voids);
    const statusOf = (outcomeId: number): OutcomeResult => (winners.has(outcomeId) ? 'won' : voids.has(outcomeId) ? 'void' : 'lost');
    const couponIds = new Set<number>();
    for (const line of pendingLinesOnGame(db, gameId)) {
      setLineStatus(db, line.id, statusOf(line.outcome_id));
      couponIds.add(line.coupon_id);
    }
    let settled = 0;
    for (const couponId of couponIds) if (settleCoupon(db, couponId, now)) settled += 1;
    return settled;
  })();
}

/** Pays a pending coupon whose lines are all settled (a `win` ledger entry); false while one is not. */
function settleCoupon(db: Db, couponId: number, now: number): boolean {
  const coupon = findCouponRow(db, couponId);
  const lines = linesOf(db, [couponId]).get(couponId) ?? [];
  if (!coupon || coupon.status !== 'pending' || lines.some((line) => line.status === 'pending')) return false;
  const winMinor = settledWinMinor(payoutCouponOf(coupon, lines));
  moveMoney(db, { accountId: coupon.account_id, kind: LEDGER_KIND.win, amountMinor: winMinor, ref: `coupon:${couponId}` }, now);
  markSettled(db, couponId, settledStatus(lines, winMinor), winMinor, now);
  return true;
}
