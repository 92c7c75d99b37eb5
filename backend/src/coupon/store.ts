import type { Db } from '../db/handle';
import type { CouponLineRow, CouponRow, CouponStatus, LineStatus } from './rows';

/** The SQL of coupons and their lines; the rules live in place, acceptance and settle. */
export interface NewCoupon {
  userId: number;
  accountId: number;
  iso: string;
  typeId: number;
  status: CouponStatus;
  amountMinor: number;
  systemValue: number | null;
  combinations: number | null;
  changeCoefAction: number;
  exactCoef: boolean;
  dropOnScoreChange: boolean;
  createdAt: number;
  acceptAt: number | null;
  /** An express's bonus bet factor in hundredths, null without one. */
  bonusX100: number | null;
}

export interface NewLine {
  outcomeId: number;
  gameId: number;
  priceX100: number;
  score: string | null;
  isBanker: boolean;
  blockId: number | null;
  blockAmountMinor: number | null;
}

/** Inserts the coupon and its lines (inside the caller's transaction); returns its id. */
export function insertCoupon(db: Db, coupon: NewCoupon, lines: readonly NewLine[]): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO coupons (user_id, account_id, iso, type_id, status, amount_minor, system_value, combinations,
           change_coef_action, exact_coef, drop_on_score_change, created_at, accept_at, bonus_x100)
         VALUES (@userId, @accountId, @iso, @typeId, @status, @amountMinor, @systemValue, @combinations,
           @changeCoefAction, @exactCoef, @dropOnScoreChange, @createdAt, @acceptAt, @bonusX100)`,
      )
      .run({ ...coupon, exactCoef: coupon.exactCoef ? 1 : 0, dropOnScoreChange: coupon.dropOnScoreChange ? 1 : 0 }).lastInsertRowid,
  );
  const insertLine = db.prepare(
    `INSERT INTO coupon_lines (coupon_id, outcome_id, game_id, price_x100, score, is_banker, block_id, block_amount_minor, status, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
  );
  lines.forEach((line, sort) =>
    insertLine.run(id, line.outcomeId, line.gameId, line.priceX100, line.score, line.isBanker ? 1 : 0, line.blockId, line.blockAmountMinor, sort),
  );
  return id;
}

export function findCouponRow(db: Db, id: number): CouponRow | undefined {
  return db.prepare('SELECT * FROM coupons WHERE id = ?').get(id) as CouponRow | undefined;
}

/** The lines of these coupons, by coupon id, each coupon's in its order. */
export function linesOf(db: Db, couponIds: readonly number[]): Map<number, CouponLineRow[]> {
  const byCoupon = new Map<number, CouponLineRow[]>();
  if (couponIds.length === 0) return byCoupon;
  const rows = db
    .prepare(`SELECT * FROM coupon_lines WHERE coupon_id IN (${couponIds.map(() => '?').join(',')}) ORDER BY coupon_id, sort`)
    .all(...couponIds) as CouponLineRow[];
  for (const row of rows) byCoupon.set(row.coupon_id, [...(byCoupon.get(row.coupon_id) ?? []), row]);
  return byCoupon;
}

/** Coupons still waiting for live acceptance whose time has come (one player's, or everyone's). */
export function dueAcceptingCoupons(db: Db, now: number, userId?: number): CouponRow[] {
  return db
    .prepare(
      `SELECT * FROM coupons WHERE status = 'accepting' AND accept_at <= @now AND (@userId IS NULL OR user_id = @userId) ORDER BY id`,
    )
    .all({ now, userId: userId ?? null }) as CouponRow[];
}

/** The lines on a game of coupons that are pending (the ones a result settles). */
export function pendingLinesOnGame(db: Db, gameId: number): CouponLineRow[] {
  return db
    .prepare(
      `SELECT l.* FROM coupon_lines l JOIN coupons c ON c.id = l.coupon_id
       WHERE l.game_id = ? AND c.status = 'pending' AND l.status = 'pending' ORDER BY l.coupon_id, l.sort`,
    )
    .all(gameId) as CouponLineRow[];
}

export function setLineStatus(db: Db, lineId: number, status: LineStatus): void {
  db.prepare('UPDATE coupon_lines SET status = ? WHERE id = ?').run(status, lineId);
}

export function setLinePrice(db: Db, lineId: number, priceX100: number): void {
  db.prepare('UPDATE coupon_lines SET price_x100 = ? WHERE id = ?').run(priceX100, lineId);
}

export function acceptCoupon(db: Db, id: number): void {
  db.prepare("UPDATE coupons SET status = 'pending' WHERE id = ?").run(id);
}

export function rejectCoupon(db: Db, id: number, reason: string): void {
  db.prepare("UPDATE coupons SET status = 'rejected', reject_reason = ? WHERE id = ?").run(reason, id);
}

export function markSettled(db: Db, id: number, status: 'won' | 'lost' | 'void', winMinor: number, now: number): void {
  db.prepare('UPDATE coupons SET status = ?, win_minor = ?, settled_at = ? WHERE id = ?').run(status, winMinor, now, id);
}

/** How many of the account's coupons are not settled yet (accepting or pending). */
export function openCouponCount(db: Db, accountId: number): number {
  return (
    db.prepare("SELECT COUNT(*) AS n FROM coupons WHERE account_id = ? AND status IN ('accepting', 'pending')").get(accountId) as {
      n: number;
    }
  ).n;
}

/** A player's coupons for the control API, oldest first. */
export function couponsOfUser(db: Db, userId: number): CouponRow[] {
  return db.prepare('SELECT * FROM coupons WHERE user_id = ? ORDER BY id').all(userId) as CouponRow[];
}

/** Which statuses each history `state` shows. */
export const HISTORY_STATES = {
  all: ['accepting', 'rejected', 'pending', 'won', 'lost', 'void'],
  open: ['accepting', 'pending'],
  settled: ['won', 'lost', 'void'],
  won: ['won'],
  lost: ['lost'],
} as const satisfies Record<string, readonly CouponStatus[]>;
export type HistoryState = keyof typeof HISTORY_STATES;

export interface HistoryFilter {
  from?: number;
  to?: number;
  state: HistoryState;
  page: number;
  pageSize: number;
}

/** A page of the player's coupons, newest first, and how many match in all. */
export function historyPage(db: Db, userId: number, filter: HistoryFilter): { rows: CouponRow[]; total: number } {
  const statuses = HISTORY_STATES[filter.state];
  const where = `user_id = @userId AND (@from IS NULL OR created_at >= @from) AND (@to IS NULL OR created_at <= @to)
    AND status IN (${statuses.map((s) => `'${s}'`).join(',')})`;
  const params = { userId, from: filter.from ?? null, to: filter.to ?? null };
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM coupons WHERE ${where}`).get(params) as { total: number };
  const rows = db
    .prepare(`SELECT * FROM coupons WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @pageSize OFFSET @offset`)
    .all({ ...params, pageSize: filter.pageSize, offset: (filter.page - 1) * filter.pageSize }) as CouponRow[];
  return { rows, total };
}
