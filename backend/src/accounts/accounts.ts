import type { Db } from '../db/handle';
import { toMajor } from './money';
import type { AccountRow, AccountWithCurrencyRow, CurrencyRow } from './rows';
import type { Lang } from '../lang';

/** Account types from the spec: 0 main, 4 bonus, 9 additional currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

export interface AccountView {
  id: number;
  iso: string;
  symbol: string;
  currency_id: number;
  type: number;
  money: number;
  points: number;
  label: string;
  is_active: boolean;
}

const LABELS: Record<Lang, Record<number, string>> = {
  ru: { 0: 'Основной счёт', 4: 'Бонусный счёт', 9: 'Валютный счёт' },
  en: { 0: 'Main account', 4: 'Bonus account', 9: 'Currency account' },
};

export function listAccounts(db: Db, userId: number): AccountWithCurrencyRow[] {
  return db
    .prepare(
      `SELECT a.*, c.iso, c.symbol FROM accounts a JOIN currencies c ON c.id = a.currency_id
       WHERE a.user_id = ? ORDER BY CASE a.type WHEN 0 THEN 0 WHEN 9 THEN 1 ELSE 2 END, a.id`,
    )
    .all(userId) as AccountWithCurrencyRow[];
}

/** The player's accounts as stored, by id (the office API's rules read these). */
export function userAccounts(db: Db, userId: number): AccountRow[] {
  return db.prepare('SELECT * FROM accounts WHERE user_id = ? ORDER BY id').all(userId) as AccountRow[];
}

/**
 * Makes one of the player's own accounts the active one (what the next bet is paid from). False when
 * he has no account with that id, another player's included.
 */
export function setActiveAccount(db: Db, userId: number, accountId: number): boolean {
  const owned = db.prepare('SELECT id FROM accounts WHERE id = ? AND user_id = ?').get(accountId, userId);
  if (!owned) return false;
  db.transaction(() => {
    db.prepare('UPDATE accounts SET is_active = 0 WHERE user_id = ?').run(userId);
    db.prepare('UPDATE accounts SET is_active = 1 WHERE id = ?').run(accountId);
  })();
  return true;
}

export function deleteAccount(db: Db, accountId: number): void {
  db.prepare('DELETE FROM accounts WHERE id = ?').run(accountId);
}

export function toAccountView(row: AccountWithCurrencyRow, lang: Lang): AccountView {
  const label = LABELS[lang][row.type] ?? row.iso;
  return {
    id: row.id,
    iso: row.iso,
    symbol: row.symbol,
    currency_id: row.currency_id,
    type: row.type,
    money: toMajor(row.money_minor),
    points: row.points,
    label: row.type === ACCOUNT_TYPE.currency ? `${label} ${row.iso}` : label,
    is_active: row.is_active === 1,
  };
}

export function findCurrency(db: Db, iso: string): CurrencyRow | undefined {
  return db.prepare('SELECT * FROM currencies WHERE iso = ? COLLATE NOCASE').get(iso) as CurrencyRow | undefined;
}

/** A currency's code; its id as text when it is unknown. */
export function currencyIso(db: Db, currencyId: number): string {
  return (db.prepare('SELECT iso FROM currencies WHERE id = ?').get(currencyId) as { iso: string } | undefined)?.iso ?? String(currencyId);
}

/** One of the player's own accounts with its currency, or undefined (another player's included). */
export function findUserAccount(db: Db, userId: number, accountId: number): AccountWithCurrencyRow | undefined {
  return db
    .prepare('SELECT a.*, c.iso, c.symbol FROM accounts a JOIN currencies c ON c.id = a.currency_id WHERE a.id = ? AND a.user_id = ?')
    .get(accountId, userId) as AccountWithCurrencyRow | undefined;
}

/** The player's main account (type 0) with its currency. */
export function mainAccountOf(db: Db, userId: number): AccountWithCurrencyRow | undefined {
  return db
    .prepare('SELECT a.*, c.iso, c.symbol FROM accounts a JOIN currencies c ON c.id = a.currency_id WHERE a.user_id = ? AND a.type = 0 ORDER BY a.id LIMIT 1')
    .get(userId) as AccountWithCurrencyRow | undefined;
}

/**
 * The id of the player's account of one of `types` in this currency (the first type listed wins),
 * opening one of type `types[0]` (money 0, inactive) when he has none: where a payment's money goes
 * when its own account was removed meanwhile, and the bonus account of a first-deposit bonus.
 * Inside the caller's transaction.
 */
export function accountInCurrency(db: Db, userId: number, iso: string, types: readonly number[]): number {
  const currency = findCurrency(db, iso);
  if (!currency) throw new Error(`Unknown currency ${iso}`);
  const ordered = types.map((type, index) => `WHEN ${Number(type)} THEN ${index}`).join(' ');
  const found = db
    .prepare(
      `SELECT id FROM accounts WHERE user_id = ? AND currency_id = ? AND type IN (${types.map(Number).join(', ')})
       ORDER BY CASE type ${ordered} END, id LIMIT 1`,
    )
    .get(userId, currency.id) as { id: number } | undefined;
  if (found) return found.id;
  return Number(
    db
      .prepare('INSERT INTO accounts (user_id, currency_id, type, money_minor, points, is_active) VALUES (?, ?, ?, 0, 0, 0)')
      .run(userId, currency.id, types[0]).lastInsertRowid,
  );
}

/** Whether the account still exists and is the player's. */
export function ownsAccount(db: Db, userId: number, accountId: number): boolean {
  return db.prepare('SELECT 1 FROM accounts WHERE id = ? AND user_id = ?').get(accountId, userId) !== undefined;
}
