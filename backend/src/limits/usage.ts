import { mainAccountOf } from '../accounts/accounts';
import type { Db } from '../db/handle';
import type { LimitRow } from './store';
import type { LimitFamily } from '../../../lib/rules/limitTypes';
import { MONEY_LIMITS } from './types';

/**
 * What a money limit has used in its running window: the last 24 h, 7 d or 30 d before `now` (a
 * rolling window, so no moment lets a player start a fresh period by changing a limit). Amounts are
 * minor units of the limit's currency; only the player's accounts in that currency count.
 *
 * - wagering: stakes minus stakes given back (ledger `stake` and `refund` rows, and the casino's
 *   `casino_bet` and `casino_rollback`);
 * - loss: stakes minus refunds minus winnings (`stake`, `refund`, `win`, and the casino's
 *   `casino_bet`, `casino_rollback`, `casino_win`), never below 0 — winnings do not raise the
 *   allowance above the limit;
 * - deposit: the deposits asked for and paid (`payments` of kind deposit, status pending or success:
 *   a deposit waiting at the provider holds its share so that several open ones cannot pass the limit),
 *   and the deposits between their check and their payment row (`deposit_reservations`, reservations.ts).
 */
const DEFAULT_ISO = 'RUB';

/**
 * How long a deposit's reservation counts at most: far longer than the provider's answer may take
 * (payments/pspClient.ts gives up after 10 s), so only a reservation its process never released
 * (it died in between) stops holding the player's allowance.
 */
export const DEPOSIT_RESERVATION_TTL_MS = 120_000;

/** The currency the player's money limits count in: his main account's (RUB without one). */
export function limitIso(db: Db, userId: number): string {
  return mainAccountOf(db, userId)?.iso ?? DEFAULT_ISO;
}

interface Sum {
  total: number;
  oldest: number | null;
}

const LEDGER_KINDS: Readonly<Record<Exclude<LimitFamily, 'deposit'>, readonly string[]>> = {
  wager: ['stake', 'refund', 'casino_bet', 'casino_rollback'],
  loss: ['stake', 'refund', 'win', 'casino_bet', 'casino_rollback', 'casino_win'],
};

/** Minor units moved in the window, signed as the ledger keeps them, with the oldest row's time (ms). */
function ledgerSum(db: Db, userId: number, kinds: readonly string[], iso: string, sinceMs: number): Sum {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(l.amount_minor), 0) AS total, MIN(l.created_at) AS oldest
       FROM ledger_entries l JOIN accounts a ON a.id = l.account_id JOIN currencies c ON c.id = a.currency_id
       WHERE a.user_id = ? AND c.iso = ? AND l.kind IN (${kinds.map(() => '?').join(', ')}) AND l.created_at > ?`,
    )
    .get(userId, iso, ...kinds, sinceMs) as Sum;
  return row;
}

function depositSum(db: Db, userId: number, iso: string, sinceMs: number, nowMs: number): Sum {
  return db
    .prepare(
      `SELECT COALESCE(SUM(amount_minor), 0) AS total, MIN(created_at) AS oldest FROM (
         SELECT amount_minor, created_at FROM payments
         WHERE user_id = ? AND kind = 'deposit' AND status IN ('pending', 'success') AND iso = ? AND created_at > ?
         UNION ALL
         SELECT amount_minor, created_at FROM deposit_reservations
         WHERE user_id = ? AND iso = ? AND created_at > ? AND created_at > ?
       )`,
    )
    .get(userId, iso, sinceMs, userId, iso, sinceMs, nowMs - DEPOSIT_RESERVATION_TTL_MS) as Sum;
}

export interface Usage {
  usedMinor: number;
  /** What is left before the limit: never below 0. */
  leftMinor: number;
  /** When the oldest movement counted now leaves the window (more becomes free), epoch s; null: nothing counted. */
  resetsAt: number | null;
  /** The window's start, epoch s. */
  windowStart: number;
}

/** Used and left of a money limit row at `now` (epoch s). */
export function usageOf(db: Db, row: Pick<LimitRow, 'user_id' | 'limit_type' | 'limit_value' | 'iso'>, now: number): Usage {
  const money = MONEY_LIMITS[row.limit_type];
  if (!money) throw new Error(`Limit type ${row.limit_type} counts no money`);
  const windowStart = now - money.periodS;
  const iso = row.iso ?? limitIso(db, row.user_id);
  const sum =
    money.family === 'deposit'
      ? depositSum(db, row.user_id, iso, windowStart * 1000, now * 1000)
      : ledgerSum(db, row.user_id, LEDGER_KINDS[money.family], iso, windowStart * 1000);
  // Ledger rows are signed from the account's side: a stake is negative, so what was used is the opposite.
  const usedMinor = Math.max(0, money.family === 'deposit' ? sum.total : -sum.total);
  const leftMinor = Math.max(0, (row.limit_value ?? 0) - usedMinor);
  const resetsAt = sum.oldest === null || usedMinor === 0 ? null : Math.floor(sum.oldest / 1000) + money.periodS;
  return { usedMinor, leftMinor, resetsAt, windowStart };
}
