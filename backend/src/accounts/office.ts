import { ACCOUNT_TYPE } from './accounts';
import type { Db } from '../db/handle';
import type { AccountRow, CurrencyRequestRow, CurrencyRow } from './rows';

/**
 * The office API's account rules: adding and removing currency accounts, and converting the main
 * account (shell-and-routing.md §3 "Account", "Other entities", §4 "Account updates", §7).
 */

/**
 * A currency account opens this long after it is asked for, on the backend clock, as a real office
 * API does it asynchronously. Tests move the clock with POST /__control/clock.
 */
export const CURRENCY_OPENS_AFTER_MS = 1500;
/** At most this many currency accounts (type 9) per player, the ones still opening included. */
export const MAX_CURRENCY_ACCOUNTS = 3;
/** Convert-account status: 0 not allowed, 1 main account allowed, 2 additional account allowed. */
export const CONVERT_STATUS = { notAllowed: 0, mainAllowed: 1, additionalAllowed: 2 } as const;
export type ConvertStatus = (typeof CONVERT_STATUS)[keyof typeof CONVERT_STATUS];

type Money = Pick<AccountRow, 'type' | 'money_minor'>;

/**
 * What the player may convert (a pure rule):
 * - while a currency account is still opening, nothing (the accounts are changing);
 * - with a currency account, an additional account may become the main one (2);
 * - with none, an empty main account may change its currency (1): nothing is there to convert;
 * - otherwise nothing (0): a main account holding money keeps its currency.
 */
export function convertStatusOf(accounts: readonly Money[], openingCount: number): ConvertStatus {
  if (openingCount > 0) return CONVERT_STATUS.notAllowed;
  if (accounts.some((a) => a.type === ACCOUNT_TYPE.currency)) return CONVERT_STATUS.additionalAllowed;
  const main = accounts.find((a) => a.type === ACCOUNT_TYPE.main);
  if (main && main.money_minor === 0) return CONVERT_STATUS.mainAllowed;
  return CONVERT_STATUS.notAllowed;
}

/**
 * Why an account may not be removed (a pure rule), or null: only an empty, inactive currency account
 * with no open bets (`openBets`: its coupons not settled yet) goes.
 */
export function removalProblem(
  account: Pick<AccountRow, 'type' | 'money_minor' | 'is_active'>,
  openBets = 0,
): 'notCurrency' | 'hasMoney' | 'active' | 'openBets' | null {
  if (account.type !== ACCOUNT_TYPE.currency) return 'notCurrency';
  if (account.money_minor !== 0) return 'hasMoney';
  if (account.is_active === 1) return 'active';
  // A bet not settled yet pays out to this account later: it stays until then.
  if (openBets > 0) return 'openBets';
  return null;
}

/** Opens the player's currency accounts whose time has come; every read of the accounts calls it first. */
export function openDueCurrencyAccounts(db: Db, userId: number, now: number): void {
  const due = db
    .prepare('SELECT * FROM currency_requests WHERE user_id = ? AND opens_at <= ? ORDER BY opens_at, id')
    .all(userId, now) as CurrencyRequestRow[];
  if (due.length === 0) return;
  const held = db.prepare('SELECT id FROM accounts WHERE user_id = ? AND currency_id = ? AND type IN (?, ?)');
  const open = db.prepare('INSERT INTO accounts (user_id, currency_id, type, money_minor, points, is_active) VALUES (?, ?, ?, 0, 0, 0)');
  const forget = db.prepare('DELETE FROM currency_requests WHERE id = ?');
  db.transaction(() => {
    for (const request of due) {
      // The control API may have made the account meanwhile: never two in one currency.
      if (!held.get(userId, request.currency_id, ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency)) {
        open.run(userId, request.currency_id, ACCOUNT_TYPE.currency);
      }
      forget.run(request.id);
    }
  })();
}

/** Currencies of the player's main and currency accounts, and of those still opening. */
function heldCurrencyIds(db: Db, userId: number): Set<number> {
  const rows = db
    .prepare(
      `SELECT currency_id FROM accounts WHERE user_id = ? AND type IN (${ACCOUNT_TYPE.main}, ${ACCOUNT_TYPE.currency})
       UNION SELECT currency_id FROM currency_requests WHERE user_id = ?`,
    )
    .all(userId, userId) as { currency_id: number }[];
  return new Set(rows.map((row) => row.currency_id));
}

/** The currencies the backend knows that the player has no account in (nor one opening). */
export function addableCurrencies(db: Db, userId: number): CurrencyRow[] {
  const held = heldCurrencyIds(db, userId);
  return (db.prepare('SELECT * FROM currencies ORDER BY id').all() as CurrencyRow[]).filter((c) => !held.has(c.id));
}

export function openingCount(db: Db, userId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM currency_requests WHERE user_id = ?').get(userId) as { n: number }).n;
}

export type AddProblem = 'alreadyHeld' | 'limit';

/** Asks for a currency account: it opens CURRENCY_OPENS_AFTER_MS later. */
export function requestCurrencyAccount(db: Db, userId: number, currency: CurrencyRow, now: number): AddProblem | null {
  if (heldCurrencyIds(db, userId).has(currency.id)) return 'alreadyHeld';
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE user_id = ? AND type = ?').get(userId, ACCOUNT_TYPE.currency) as {
    n: number;
  };
  if (n + openingCount(db, userId) >= MAX_CURRENCY_ACCOUNTS) return 'limit';
  db.prepare('INSERT INTO currency_requests (user_id, currency_id, requested_at, opens_at) VALUES (?, ?, ?, ?)').run(
    userId,
    currency.id,
    now,
    now + CURRENCY_OPENS_AFTER_MS,
  );
  return null;
}

export type ConvertProblem = 'notAllowed' | 'badTarget';

/**
 * Converts as the status allows: with status 1 the empty main account takes the new currency; with
 * status 2 the currency account in that currency becomes the main one and the old main a currency
 * account (each keeps its money).
 */
export function convertAccount(db: Db, userId: number, currency: CurrencyRow, accounts: readonly AccountRow[]): ConvertProblem | null {
  const status = convertStatusOf(accounts, openingCount(db, userId));
  const main = accounts.find((a) => a.type === ACCOUNT_TYPE.main);
  if (status === CONVERT_STATUS.notAllowed || !main) return 'notAllowed';
  if (status === CONVERT_STATUS.mainAllowed) {
    if (heldCurrencyIds(db, userId).has(currency.id)) return 'badTarget';
    db.prepare('UPDATE accounts SET currency_id = ? WHERE id = ?').run(currency.id, main.id);
    return null;
  }
  const target = accounts.find((a) => a.type === ACCOUNT_TYPE.currency && a.currency_id === currency.id);
  if (!target) return 'badTarget';
  db.transaction(() => {
    db.prepare('UPDATE accounts SET type = ? WHERE id = ?').run(ACCOUNT_TYPE.currency, main.id);
    db.prepare('UPDATE accounts SET type = ? WHERE id = ?').run(ACCOUNT_TYPE.main, target.id);
  })();
  return null;
}
