import type { Db } from '../db/handle';
import { levelOf, POINT_RATE_MINOR, type Level, type PointsProduct } from './terms';

/**
 * A player's points (docs/rewards-api.md "Points"), computed from the rows that earn them, never from
 * a counter kept in step by hand: settled real-money stakes — sport coupons won or lost (a void one
 * returned its stake and earns nothing) and casino rounds settled in real mode (a rolled-back one
 * returned its stake). Stakes taken from the bonus account (type 4) earn nothing. The accounts'
 * stored `points` (spec §3 "Account") are the opening points a player brought from before the
 * programme. Spent points are the shop's purchases.
 */

/** Rows on an account that is not the bonus account; a removed account was a currency account (real money). */
export const REAL_MONEY = 'NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = x.account_id AND a.type = 4)';

export interface Earned {
  product: PointsProduct;
  iso: string;
  stakedMinor: number;
  points: number;
}

export interface PointsSummary {
  opening: number;
  earned: Earned[];
  lifetime: number;
  spent: number;
  balance: number;
  level: Level;
}

function stakesBy(db: Db, sql: string, userId: number, until: number): { iso: string; staked: number }[] {
  return db.prepare(sql).all(userId, until) as { iso: string; staked: number }[];
}

/** Points earned on stakes settled before `until` (epoch ms), per product and currency. */
export function earnedPoints(db: Db, userId: number, until = Number.MAX_SAFE_INTEGER): Earned[] {
  const sport = stakesBy(
    db,
    `SELECT iso, SUM(amount_minor) AS staked FROM coupons x
     WHERE user_id = ? AND status IN ('won', 'lost') AND COALESCE(settled_at, created_at) < ? AND ${REAL_MONEY}
     GROUP BY iso ORDER BY iso`,
    userId,
    until,
  );
  const casino = stakesBy(
    db,
    `SELECT iso, SUM(stake_minor) AS staked FROM casino_rounds x
     WHERE user_id = ? AND mode = 'real' AND status = 'settled' AND COALESCE(settled_at, created_at) < ? AND ${REAL_MONEY}
     GROUP BY iso ORDER BY iso`,
    userId,
    until,
  );
  const earned = (product: PointsProduct, rows: { iso: string; staked: number }[]): Earned[] =>
    rows.map(({ iso, staked }) => {
      const rate = POINT_RATE_MINOR[product][iso];
      return { product, iso, stakedMinor: staked, points: rate ? Math.floor(staked / rate) : 0 };
    });
  return [...earned('sport', sport), ...earned('casino', casino)];
}

export function openingPoints(db: Db, userId: number): number {
  return (db.prepare('SELECT COALESCE(SUM(points), 0) AS total FROM accounts WHERE user_id = ?').get(userId) as { total: number }).total;
}

/** Spent: the shop's purchases and bonus-game plays bought with points (bonusGames/grants.ts). */
export function spentPoints(db: Db, userId: number): number {
  const shop = (db.prepare('SELECT COALESCE(SUM(price_points), 0) AS total FROM reward_purchases WHERE user_id = ?').get(userId) as { total: number }).total;
  const plays = (db.prepare('SELECT COALESCE(SUM(price_points), 0) AS total FROM bonus_game_grants WHERE user_id = ?').get(userId) as { total: number }).total;
  return shop + plays;
}

/** Points won in the bonus games (bonusGames/plays.ts), finished before `until`. */
export function wonPoints(db: Db, userId: number, until = Number.MAX_SAFE_INTEGER): number {
  return (
    db.prepare("SELECT COALESCE(SUM(prize_points), 0) AS total FROM bonus_game_plays WHERE user_id = ? AND prize_kind = 'points' AND finished_at < ?").get(userId, until) as {
      total: number;
    }
  ).total;
}

/** Lifetime points (opening + earned + won before `until`) and the level they give: the cashback of a week uses its end. */
export function lifetimePoints(db: Db, userId: number, until = Number.MAX_SAFE_INTEGER): number {
  return openingPoints(db, userId) + earnedPoints(db, userId, until).reduce((sum, row) => sum + row.points, 0) + wonPoints(db, userId, until);
}

export function pointsSummary(db: Db, userId: number): PointsSummary {
  const opening = openingPoints(db, userId);
  const earned = earnedPoints(db, userId);
  const lifetime = opening + earned.reduce((sum, row) => sum + row.points, 0) + wonPoints(db, userId);
  const spent = spentPoints(db, userId);
  return { opening, earned, lifetime, spent, balance: lifetime - spent, level: levelOf(lifetime) };
}

/**
 * Sets a player's opening points (the control API, for tests and demos): the figure on his main
 * account, his other accounts' to 0. False when he has no main account.
 */
export function setOpeningPoints(db: Db, userId: number, points: number): boolean {
  const main = db.prepare('SELECT id FROM accounts WHERE user_id = ? AND type = 0 ORDER BY id LIMIT 1').get(userId) as { id: number } | undefined;
  if (!main) return false;
  db.transaction(() => {
    db.prepare('UPDATE accounts SET points = 0 WHERE user_id = ?').run(userId);
    db.prepare('UPDATE accounts SET points = ? WHERE id = ?').run(points, main.id);
  })();
  return true;
}
