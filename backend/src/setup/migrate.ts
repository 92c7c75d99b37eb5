import { migrateAccounts } from '../accounts/migrate';
import { migrateCasino } from '../casino/migrate';
import { migrateCoupons } from '../coupon/migrate';
import { migrateLine } from '../line/migrate';
import { migratePayments } from '../payments/migrate';
import { migratePsp } from '../psp/migrate';
import { migrateSupport } from '../support/migrate';
import { migrateSecurity } from '../security/migrate';
import type { Db } from '../db/handle';

/**
 * Brings a database file made by an older backend up to the current schema, after SCHEMA_SQL (setup/schema.ts) has
 * created whatever tables were missing: the e2e and demo databases outlive backend versions. Each
 * step does nothing on a database that is already current.
 */
export function migrateDb(db: Db): void {
  migrateLine(db);
  migrateAccounts(db, Date.now());
  migrateCoupons(db);
  migrateCasino(db);
  migratePayments(db);
  migratePsp(db);
  // After payments: an older file's payment requests move into the support tables.
  migrateSupport(db);
  migrateSecurity(db);
}
