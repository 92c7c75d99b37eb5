import type { Db } from './db/open';
import type { AccountWithCurrencyRow, CurrencyRow } from './db/rows';
import type { Lang } from './lang';

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

export function toAccountView(row: AccountWithCurrencyRow, lang: Lang): AccountView {
  const label = LABELS[lang][row.type] ?? row.iso;
  return {
    id: row.id,
    iso: row.iso,
    symbol: row.symbol,
    currency_id: row.currency_id,
    type: row.type,
    money: row.money,
    points: row.points,
    label: row.type === ACCOUNT_TYPE.currency ? `${label} ${row.iso}` : label,
    is_active: row.is_active === 1,
  };
}

export function findCurrency(db: Db, iso: string): CurrencyRow | undefined {
  return db.prepare('SELECT * FROM currencies WHERE iso = ? COLLATE NOCASE').get(iso) as CurrencyRow | undefined;
}

/** Money is kept to kopecks/cents. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
