import { columnNames } from '../db/alter';
import type { Db } from '../db/handle';
import { setBalance } from './ledger';
import { toMinor } from './money';

/**
 * A database made before the ledger keeps balances in `accounts.money` (REAL, major units). Each
 * becomes `money_minor` through an `adjustment` entry, so the ledger sums to it from then on, and
 * the old column goes. Runs once, in one transaction; a new database has nothing to do.
 */
export function migrateAccounts(db: Db, now: number): void {
  const columns = columnNames(db, 'accounts');
  if (!columns.has('money') || columns.has('money_minor')) return;
  db.transaction(() => {
    db.exec('ALTER TABLE accounts ADD COLUMN money_minor INTEGER NOT NULL DEFAULT 0');
    const rows = db.prepare('SELECT id, money FROM accounts').all() as { id: number; money: number }[];
    for (const row of rows) setBalance(db, row.id, toMinor(row.money), 'migration', now);
    db.exec('ALTER TABLE accounts DROP COLUMN money');
  })();
}
