import { addMissingColumns } from '../db/alter';
import type { Db } from '../db/handle';

/**
 * A database made before payer fingerprints (payers.ts) gets their columns (its payments have no
 * payer known, none refused), then the index the payer look-up reads, on every file.
 */
export function migratePayments(db: Db): void {
  addMissingColumns(db, 'payments', { payer_fingerprint: 'TEXT', reason: 'TEXT', refunded_at: 'INTEGER' });
  db.exec('CREATE INDEX IF NOT EXISTS payments_payer ON payments(payer_fingerprint) WHERE payer_fingerprint IS NOT NULL');
}
