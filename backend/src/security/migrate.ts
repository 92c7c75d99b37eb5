import { addMissingColumns, columnNames } from '../db/alter';
import type { Db } from '../db/handle';

/**
 * A database made before the sessions list: its sessions get the device, address and last-seen
 * columns (auth/schema.ts). Old sessions show an unknown device and address, last seen when they
 * were opened. Does nothing on a current database.
 */
export function migrateSecurity(db: Db): void {
  const before = columnNames(db, 'sessions');
  addMissingColumns(db, 'sessions', {
    device: "TEXT NOT NULL DEFAULT ''",
    address: "TEXT NOT NULL DEFAULT ''",
    last_seen_at: 'INTEGER NOT NULL DEFAULT 0',
  });
  if (!before.has('last_seen_at')) db.exec('UPDATE sessions SET last_seen_at = created_at');
}
