import { addMissingColumns } from '../db/alter';
import type { Db } from '../db/open';

/** A database made before the line had state gets its columns (nothing suspended or finished). */
export function migrateLine(db: Db): void {
  addMissingColumns(db, 'games', { finished: 'INTEGER NOT NULL DEFAULT 0', finished_at: 'INTEGER' });
  addMissingColumns(db, 'markets', { suspended: 'INTEGER NOT NULL DEFAULT 0', result: 'TEXT' });
}
