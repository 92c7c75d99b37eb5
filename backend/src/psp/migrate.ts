import { addMissingColumns } from '../db/alter';
import type { Db } from '../db/handle';

/** A database made before the payer fingerprint and refunds: its provider payments have neither (NULL). */
export function migratePsp(db: Db): void {
  addMissingColumns(db, 'psp_payments', { payer_fingerprint: 'TEXT', refunded_at: 'INTEGER' });
}
