import { addMissingColumns } from '../db/alter';
import type { Db } from '../db/handle';

/** A database made before the bonus bet gets its column: its coupons have none (NULL). */
export function migrateCoupons(db: Db): void {
  addMissingColumns(db, 'coupons', { bonus_x100: 'INTEGER' });
}
