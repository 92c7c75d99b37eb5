import { addMissingColumns } from '../db/alter';
import type { Db } from '../db/handle';

/**
 * A database made before the line had state gets its columns (nothing suspended or finished); one
 * made before absolute start times gets `starts_at` from its offsets, as the API showed them then.
 */
export function migrateLine(db: Db, now = Date.now()): void {
  addMissingColumns(db, 'games', {
    finished: 'INTEGER NOT NULL DEFAULT 0',
    finished_at: 'INTEGER',
    starts_at: 'INTEGER',
    period: 'INTEGER NOT NULL DEFAULT 0',
    clock_sec: 'INTEGER NOT NULL DEFAULT 0',
    sim: 'TEXT',
  });
  addMissingColumns(db, 'markets', { suspended: 'INTEGER NOT NULL DEFAULT 0', result: 'TEXT', grp: "TEXT NOT NULL DEFAULT 'main'", spec: 'TEXT' });
  const minute = Math.floor(now / 60_000) * 60_000;
  const quarter = Math.ceil(now / 900_000) * 900_000;
  db.prepare(
    `UPDATE games SET starts_at = CASE WHEN is_live = 1 THEN ? ELSE ? END + start_offset_sec * 1000,
       clock_sec = CASE WHEN is_live = 1 THEN -start_offset_sec ELSE 0 END
     WHERE starts_at IS NULL`,
  ).run(minute, quarter);
}
