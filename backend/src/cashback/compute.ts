import type { Db } from '../db/handle';
import { lifetimePoints, REAL_MONEY } from '../rewards/points';
import { levelOf, type Level } from '../rewards/terms';
import type { CashbackRow } from './rows';
import { cashbackAmount, CLAIM_DAYS, DAY_MS, PROGRAMMES, WEEK_MS, weekStartOf, type Programme } from './terms';

/**
 * The week's cashback (docs/cashback-api.md "How a week is computed"). A week's net casino loss, per
 * currency, is the real-money stakes less the wins of the player's casino rounds SETTLED in the week
 * (settled_at in [Monday 00:00, next Monday 00:00) UTC on the backend clock): demo rounds, rolled-back
 * rounds (their stake came back) and rounds staked from the bonus account are left out. The rate is
 * the level's at the week's end (lifetime points earned on stakes settled before it); the amount is
 * rounded down and capped. A week is computed once it has ended, once per player, programme and
 * currency (INSERT OR IGNORE on the unique key): the sweeper, every cashback read and the control
 * call may all try, and the first wins.
 */

/** How many ended weeks a player's own read computes, so his history has them even when no sweep ran. */
export const HISTORY_WEEKS = 8;

export interface WeekLoss {
  iso: string;
  stakedMinor: number;
  wonMinor: number;
  lossMinor: number;
}

/** Net casino loss per currency of rounds settled in [from, to). */
export function weekLosses(db: Db, userId: number, from: number, to: number): WeekLoss[] {
  const rows = db
    .prepare(
      `SELECT iso, SUM(stake_minor) AS staked, SUM(COALESCE(win_minor, 0)) AS won FROM casino_rounds x
       WHERE user_id = ? AND mode = 'real' AND status = 'settled' AND settled_at >= ? AND settled_at < ? AND ${REAL_MONEY}
       GROUP BY iso ORDER BY iso`,
    )
    .all(userId, from, to) as { iso: string; staked: number; won: number }[];
  return rows.map((row) => ({ iso: row.iso, stakedMinor: row.staked, wonMinor: row.won, lossMinor: row.staked - row.won }));
}

/** The programme's rate at a level; null where the programme is closed to it. */
export function rateOf(level: Level, programme: Programme): number | null {
  return programme === 'vip' ? level.vipRatePct : level.premiumRatePct;
}

/** Computes one player's ended week (no-op for a week not ended yet or computed before). */
export function computePlayerWeek(db: Db, now: number, userId: number, weekStart: number): void {
  const end = weekStart + WEEK_MS;
  if (end > now) return;
  const losses = weekLosses(db, userId, weekStart, end);
  if (losses.length === 0) return;
  const level = levelOf(lifetimePoints(db, userId, end));
  const expiresAt = end + CLAIM_DAYS * DAY_MS;
  const insert = db.prepare(
    `INSERT OR IGNORE INTO cashback_weeks (user_id, programme, week_start, iso, level, staked_minor, won_minor, loss_minor, rate_pct,
       amount_minor, status, computed_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const programme of PROGRAMMES) {
    const rate = rateOf(level, programme);
    if (rate === null) continue;
    for (const loss of losses) {
      const amount = cashbackAmount(loss.lossMinor, rate, programme, loss.iso);
      const status = amount === 0 ? 'none' : now >= expiresAt ? 'expired' : 'computed';
      insert.run(userId, programme, weekStart, loss.iso, level.id, loss.stakedMinor, loss.wonMinor, loss.lossMinor, rate, amount, status, now, expiresAt);
    }
  }
}

/** A computed week whose claim window has passed is expired. */
export function expireDue(db: Db, now: number, userId?: number): number {
  const sql = `UPDATE cashback_weeks SET status = 'expired' WHERE status = 'computed' AND expires_at <= ?${userId === undefined ? '' : ' AND user_id = ?'}`;
  return db.prepare(sql).run(...(userId === undefined ? [now] : [now, userId])).changes;
}

/** The Monday of the week that ended last. */
export const lastEndedWeek = (now: number) => weekStartOf(now) - WEEK_MS;

/** Every player who played in the week that ended last: his week computed; then expiries. Answers that week's Monday. */
export function computeEndedWeek(db: Db, now: number): number {
  const weekStart = lastEndedWeek(now);
  db.transaction(() => {
    const players = db
      .prepare(`SELECT DISTINCT user_id FROM casino_rounds WHERE mode = 'real' AND status = 'settled' AND user_id IS NOT NULL AND settled_at >= ? AND settled_at < ?`)
      .all(weekStart, weekStart + WEEK_MS) as { user_id: number }[];
    for (const { user_id: userId } of players) computePlayerWeek(db, now, userId, weekStart);
    expireDue(db, now);
  }).immediate();
  return weekStart;
}

/** One player's ended weeks (the last HISTORY_WEEKS), then his expiries: what his read shows is up to date. */
export function computePlayerWeeks(db: Db, now: number, userId: number): void {
  db.transaction(() => {
    const last = lastEndedWeek(now);
    for (let week = 0; week < HISTORY_WEEKS; week += 1) computePlayerWeek(db, now, userId, last - week * WEEK_MS);
    expireDue(db, now, userId);
  }).immediate();
}

export function weekRows(db: Db, weekStart: number): (CashbackRow & { login: string })[] {
  return db
    .prepare('SELECT w.*, u.login FROM cashback_weeks w JOIN users u ON u.id = w.user_id WHERE w.week_start = ? ORDER BY u.login, w.programme, w.iso')
    .all(weekStart) as (CashbackRow & { login: string })[];
}

export function playerRows(db: Db, userId: number, programme?: Programme): CashbackRow[] {
  const sql = `SELECT * FROM cashback_weeks WHERE user_id = ?${programme ? ' AND programme = ?' : ''} ORDER BY week_start DESC, programme, iso`;
  return db.prepare(sql).all(...(programme ? [userId, programme] : [userId])) as CashbackRow[];
}
