import { LEDGER_KIND, moveMoney } from '../accounts/ledger';
import type { Db } from '../db/handle';
import { ApiError } from '../errors';
import { outcomesByIds } from '../line/outcomes';
import { checkLines } from './checks';
import { bonusBetUnavailable } from './errors';
import { bonusBetHolds } from '../../../lib/rules/coupon';
import type { CouponRow } from './rows';
import { acceptCoupon, dueAcceptingCoupons, linesOf, rejectCoupon, setLinePrice } from './store';

/**
 * A coupon with a live bet waits `liveAcceptDelayMs` in status `accepting`, its stake already taken.
 * On the first read after that time (the coupon, the history, the control API's bets, the balance,
 * a game's result) it is checked again against the line as it is then, with the rules it was placed
 * with: it becomes `pending` (at the prices those rules take), or `rejected` with the refusal's code
 * and its stake refunded, in one transaction. This function is the one place that happens.
 */
export function resolveDueCoupons(db: Db, now: number, userId?: number): void {
  for (const coupon of dueAcceptingCoupons(db, now, userId)) db.transaction(() => resolve(db, coupon, now))();
}

function resolve(db: Db, coupon: CouponRow, now: number): void {
  const lines = linesOf(db, [coupon.id]).get(coupon.id) ?? [];
  const outcomes = outcomesByIds(db, lines.map((line) => line.outcome_id));
  let taken: number[];
  try {
    taken = checkLines(
      lines.map((line) => ({ id: line.outcome_id, askedX100: line.price_x100, score: line.score })),
      outcomes,
      {
        changeCoefAction: coupon.change_coef_action,
        exactCoef: coupon.exact_coef === 1,
        dropOnScoreChange: coupon.drop_on_score_change === 1,
      },
      // A bonus bet still needs its rule at the prices taken now (the site allowed it when placed).
      (prices) => {
        if (coupon.bonus_x100 !== null && !bonusBetHolds({ enabled: true, typeId: coupon.type_id, pricesX100: prices })) {
          throw bonusBetUnavailable();
        }
      },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    rejectCoupon(db, coupon.id, error.code);
    const refund = { accountId: coupon.account_id, kind: LEDGER_KIND.refund, amountMinor: coupon.amount_minor, ref: `coupon:${coupon.id}` };
    moveMoney(db, refund, now);
    return;
  }
  lines.forEach((line, index) => {
    const price = taken[index];
    if (price !== undefined && price !== line.price_x100) setLinePrice(db, line.id, price);
  });
  acceptCoupon(db, coupon.id);
}
