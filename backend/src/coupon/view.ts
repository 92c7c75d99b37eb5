import { toMajor } from '../accounts/money';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { outcomeNames, outcomesByIds, type OutcomeRow } from '../line/outcomes';
import { couponCoef, payoutCouponOf, possibleWinMinor } from './payout';
import type { CouponLineRow, CouponRow } from './rows';
import { couponsOfUser, findCouponRow, historyPage, linesOf, type HistoryFilter } from './store';

/**
 * Coupons in the API's shape (docs/coupon-api.md "Coupon view"): amounts in major units, names in
 * the asked language, times as ISO. Callers resolve due live coupons first (acceptance.ts).
 */
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function lineView(line: CouponLineRow, outcomes: ReadonlyMap<number, OutcomeRow>, lang: Lang, clock: Clock) {
  // A line's outcome always exists: coupon_lines.outcome_id is a foreign key, and reset clears both.
  const outcome = outcomes.get(line.outcome_id);
  if (!outcome) throw new Error(`Coupon line ${line.id} refers to unknown outcome ${line.outcome_id}`);
  const names = outcomeNames(outcome, lang, clock);
  return {
    outcomeId: line.outcome_id,
    gameId: line.game_id,
    team1: names.team1,
    team2: names.team2,
    champName: names.champName,
    sportName: names.sportName,
    marketName: names.marketName,
    coef: line.price_x100 / 100,
    status: line.status,
    isBanker: line.is_banker === 1,
    blockId: line.block_id,
    blockAmount: line.block_amount_minor === null ? null : toMajor(line.block_amount_minor),
    startsAt: names.startsAt,
    isLive: names.isLive,
  };
}

export type CouponView = ReturnType<typeof toView>;

function toView(coupon: CouponRow, lines: readonly CouponLineRow[], outcomes: ReadonlyMap<number, OutcomeRow>, lang: Lang, clock: Clock) {
  const payout = payoutCouponOf(coupon, lines);
  return {
    couponId: coupon.id,
    typeId: coupon.type_id,
    status: coupon.status,
    ...(coupon.reject_reason === null ? {} : { rejectReason: coupon.reject_reason }),
    amount: toMajor(coupon.amount_minor),
    coef: couponCoef(payout),
    possibleWin: toMajor(possibleWinMinor(payout)),
    bonusFactor: coupon.bonus_x100 === null ? null : coupon.bonus_x100 / 100,
    win: coupon.win_minor === null ? null : toMajor(coupon.win_minor),
    iso: coupon.iso,
    accountId: coupon.account_id,
    systemValue: coupon.system_value,
    combinations: coupon.combinations,
    createdAt: new Date(coupon.created_at).toISOString(),
    acceptAt: iso(coupon.accept_at),
    settledAt: iso(coupon.settled_at),
    lines: lines.map((line) => lineView(line, outcomes, lang, clock)),
  };
}

function viewsOf(db: Db, clock: Clock, coupons: readonly CouponRow[], lang: Lang): CouponView[] {
  const lines = linesOf(db, coupons.map((coupon) => coupon.id));
  const outcomes = outcomesByIds(db, [...new Set([...lines.values()].flat().map((line) => line.outcome_id))]);
  return coupons.map((coupon) => toView(coupon, lines.get(coupon.id) ?? [], outcomes, lang, clock));
}

/** The views of these coupons, in the order given (unknown ids left out). */
export function couponViews(db: Db, clock: Clock, ids: readonly number[], lang: Lang): CouponView[] {
  const rows = ids.flatMap((id) => findCouponRow(db, id) ?? []);
  return viewsOf(db, clock, rows, lang);
}

/** The player's own coupon, or undefined (another player's included). */
export function ownCouponView(db: Db, clock: Clock, userId: number, couponId: number, lang: Lang): CouponView | undefined {
  const row = findCouponRow(db, couponId);
  return row && row.user_id === userId ? viewsOf(db, clock, [row], lang)[0] : undefined;
}

/** A page of the player's history, newest first. */
export function historyView(db: Db, clock: Clock, userId: number, filter: HistoryFilter, lang: Lang) {
  const { rows, total } = historyPage(db, userId, filter);
  return { items: viewsOf(db, clock, rows, lang), total, page: filter.page, pageSize: filter.pageSize };
}

/** The control API's list of a player's coupons, newest last. */
export function controlBets(db: Db, userId: number) {
  const coupons = couponsOfUser(db, userId);
  const lines = linesOf(db, coupons.map((coupon) => coupon.id));
  return coupons.map((coupon) => ({
    couponId: coupon.id,
    typeId: coupon.type_id,
    stake: toMajor(coupon.amount_minor),
    status: coupon.status,
    lines: (lines.get(coupon.id) ?? []).map((line) => ({ outcomeId: line.outcome_id, gameId: line.game_id, price: line.price_x100 / 100 })),
  }));
}
