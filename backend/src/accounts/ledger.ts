import type { Db } from '../db/handle';
import type { LedgerEntryRow } from './rows';

/**
 * The money ledger (ARCHITECTURE.md "Money and limits"): every movement is a row, and an account's
 * balance (`accounts.money_minor`) is the sum of its rows. moveMoney is the only code that changes
 * a balance, and it writes the row and the balance together, inside the caller's transaction, so
 * the movement commits or rolls back with the rows that justify it (a coupon, a payment, a control
 * change). A paid-out withdrawal moves nothing more: its hold row stays, and the payment's status
 * (payments/) says the money left for good.
 */
export const LEDGER_KIND = {
  /** A balance set by the seed (opening balances), the control API or a database upgrade. */
  adjustment: 'adjustment',
  /** Money paid in through the provider (payments/settle.ts), pay and play's included. */
  deposit: 'deposit',
  /** A coupon's stake (negative). */
  stake: 'stake',
  /** A settled coupon's payout, a returned stake of a void one included. */
  win: 'win',
  /** A coupon's stake given back (a live coupon refused at acceptance). */
  refund: 'refund',
  /** A withdrawal requested: the amount leaves the balance and is held until the provider answers (negative). */
  withdrawal_hold: 'withdrawal_hold',
  /** A held withdrawal given back: cancelled by the player, declined or cancelled by the provider. */
  withdrawal_release: 'withdrawal_release',
  /** A bonus credited to the bonus account (bonuses/grant.ts; ref `bonus:<bonusId>`), the first-deposit bonus among them. */
  bonus: 'bonus',
  /**
   * A wagered bonus becoming real money (ref `bonus:<bonusId>`): negative on the bonus account,
   * positive on the main account of its currency, one transaction.
   */
  bonus_release: 'bonus_release',
  /** A bonus forfeited at its deadline or declined: what is left of it leaves the bonus account (negative; ref `bonus:<bonusId>`). */
  bonus_forfeit: 'bonus_forfeit',
  /** A week's casino cashback claimed into the main account (ref `cashback:<id>`). */
  cashback: 'cashback',
  /** The referral programme's reward for a friend's first deposit (ref `referral:<friendUserId>`). */
  referral_reward: 'referral_reward',
  /** A casino tournament's prize paid into the main account of its currency (ref `tournament:<id>:<place>`). */
  tournament_prize: 'tournament_prize',
  /** A casino round's stake, through the casino wallet (negative; ref `casino:<roundId>`). */
  casino_bet: 'casino_bet',
  /** A casino round's win (ref `casino:<roundId>`); a round that wins nothing writes none. */
  casino_win: 'casino_win',
  /** A casino round's stake given back: the round was rolled back (ref `casino:<roundId>`). */
  casino_rollback: 'casino_rollback',
} as const;
export type LedgerKind = (typeof LEDGER_KIND)[keyof typeof LEDGER_KIND];

export interface LedgerEntry {
  accountId: number;
  kind: LedgerKind;
  /** Signed minor units: negative takes money off the account. */
  amountMinor: number;
  /** What justifies it, e.g. "coupon:12". */
  ref: string;
}

/**
 * Writes one ledger row and moves the balance by the same amount; returns the new balance (minor
 * units). A zero amount writes nothing. Throws (a programming error, a 500) outside a transaction,
 * for an unknown account, a non-integer amount, or a balance that would go below zero: callers check
 * the funds first and answer the player.
 */
export function moveMoney(db: Db, entry: LedgerEntry, now: number): number {
  if (!db.inTransaction) throw new Error('moveMoney runs inside the transaction of the rows that justify it');
  if (!Number.isSafeInteger(entry.amountMinor)) throw new Error(`Ledger amount must be whole minor units: ${entry.amountMinor}`);
  const account = db.prepare('SELECT money_minor FROM accounts WHERE id = ?').get(entry.accountId) as { money_minor: number } | undefined;
  if (!account) throw new Error(`Ledger entry for unknown account ${entry.accountId}`);
  if (entry.amountMinor === 0) return account.money_minor;
  const balance = account.money_minor + entry.amountMinor;
  if (balance < 0) throw new Error(`Account ${entry.accountId} would go below zero (${balance})`);
  db.prepare('INSERT INTO ledger_entries (account_id, kind, amount_minor, ref, created_at) VALUES (?, ?, ?, ?, ?)').run(
    entry.accountId,
    entry.kind,
    entry.amountMinor,
    entry.ref,
    now,
  );
  db.prepare('UPDATE accounts SET money_minor = ? WHERE id = ?').run(balance, entry.accountId);
  return balance;
}

/** Sets a balance (seed, control API) as one `adjustment` of the difference; inside the caller's transaction. */
export function setBalance(db: Db, accountId: number, targetMinor: number, ref: string, now: number): void {
  const account = db.prepare('SELECT money_minor FROM accounts WHERE id = ?').get(accountId) as { money_minor: number } | undefined;
  if (!account) throw new Error(`Balance set for unknown account ${accountId}`);
  moveMoney(db, { accountId, kind: LEDGER_KIND.adjustment, amountMinor: targetMinor - account.money_minor, ref }, now);
}

/** The account's current balance in minor units (0 for an unknown account). */
export function balanceOf(db: Db, accountId: number): number {
  const row = db.prepare('SELECT money_minor FROM accounts WHERE id = ?').get(accountId) as { money_minor: number } | undefined;
  return row?.money_minor ?? 0;
}

/** The sum of the account's ledger rows: always equal to its balance (tests check it). */
export function ledgerSum(db: Db, accountId: number): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries WHERE account_id = ?').get(accountId) as {
    total: number;
  }).total;
}

/** A player's rows of one ledger kind by ref: how many and their sum (a domain's part of the ledger check). */
export function ledgerByRef(db: Db, userId: number, kind: LedgerKind): Map<string, { count: number; sum: number }> {
  const rows = db
    .prepare(
      `SELECT l.ref AS ref, COUNT(*) AS count, SUM(l.amount_minor) AS sum FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
       WHERE a.user_id = ? AND l.kind = ? GROUP BY l.ref`,
    )
    .all(userId, kind) as { ref: string; count: number; sum: number }[];
  return new Map(rows.map((row) => [row.ref, { count: row.count, sum: row.sum }]));
}

/** The account's ledger rows, oldest first. */
export function ledgerOf(db: Db, accountId: number): LedgerEntryRow[] {
  return db.prepare('SELECT * FROM ledger_entries WHERE account_id = ? ORDER BY id').all(accountId) as LedgerEntryRow[];
}

/** A domain's rows that do not match what its records say (GET /__control/ledger/{login}/check). */
export interface LedgerProblem {
  /** The ref of the rows, e.g. `bonus:12`. */
  ref: string;
  problem: string;
}
