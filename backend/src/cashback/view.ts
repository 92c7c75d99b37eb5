import { mainAccountOf } from '../accounts/accounts';
import { toMajor } from '../accounts/money';
import type { Db } from '../db/handle';
import { lifetimePoints } from '../rewards/points';
import { LEVELS, levelOf, nextLevelOf, PREMIUM_FROM_LEVEL, type Level } from '../rewards/terms';
import { computePlayerWeeks, playerRows, rateOf, weekLosses } from './compute';
import type { CashbackRow } from './rows';
import { cashbackAmount, CASHBACK_CAP_MINOR, CLAIM_DAYS, WEEK_MS, weekStartOf, type Programme } from './terms';

/** A week's Monday as an ISO date (`2026-11-23`). */
export const weekDate = (weekStart: number) => new Date(weekStart).toISOString().slice(0, 10);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function cashbackView(row: CashbackRow) {
  return {
    id: row.id,
    programme: row.programme,
    week: weekDate(row.week_start),
    weekEnd: iso(row.week_start + WEEK_MS),
    level: row.level,
    currency: row.iso,
    staked: toMajor(row.staked_minor),
    won: toMajor(row.won_minor),
    loss: toMajor(Math.max(0, row.loss_minor)),
    rate: row.rate_pct,
    amount: toMajor(row.amount_minor),
    status: row.status,
    expiresAt: iso(row.expires_at),
    claimedAt: iso(row.claimed_at),
  };
}

const levelView = (level: Level) => ({ id: level.id, key: level.key, minPoints: level.minPoints });

/**
 * GET /web-api/cashback?programme= (docs/cashback-api.md): the player's level and whether the
 * programme is open to him, this week so far (at today's level), the weeks to claim, the history.
 */
export function cashbackScreen(db: Db, now: number, userId: number, programme: Programme) {
  computePlayerWeeks(db, now, userId);
  const lifetime = lifetimePoints(db, userId);
  const level = levelOf(lifetime);
  const next = nextLevelOf(level);
  const rate = rateOf(level, programme);
  const start = weekStartOf(now);
  const currency = mainAccountOf(db, userId)?.iso ?? 'RUB';
  const rows = playerRows(db, userId, programme);
  const current = weekLosses(db, userId, start, start + WEEK_MS).map((loss) => ({
    currency: loss.iso,
    staked: toMajor(loss.stakedMinor),
    won: toMajor(loss.wonMinor),
    loss: toMajor(Math.max(0, loss.lossMinor)),
    amount: rate === null ? 0 : toMajor(cashbackAmount(loss.lossMinor, rate, programme, loss.iso)),
  }));
  return {
    programme,
    open: rate !== null,
    rate,
    currency,
    cap: CASHBACK_CAP_MINOR[programme][currency] === undefined ? null : toMajor(CASHBACK_CAP_MINOR[programme][currency]!),
    claimDays: CLAIM_DAYS,
    points: lifetime,
    level: levelView(level),
    nextLevel: next ? { ...levelView(next), pointsToGo: next.minPoints - lifetime, rate: rateOf(next, programme) } : null,
    opensAt: levelView(PREMIUM_FROM_LEVEL),
    rates: LEVELS.map((entry) => ({ ...levelView(entry), rate: rateOf(entry, programme) })),
    currentWeek: { week: weekDate(start), endsAt: iso(start + WEEK_MS), items: current },
    toClaim: rows.filter((row) => row.status === 'computed').map(cashbackView),
    history: rows.filter((row) => row.status !== 'computed').map(cashbackView),
  };
}
