import { columnNames } from '../db/alter';
import type { Db } from '../db/handle';
import { CASINO_SCHEMA_SQL } from './schema';
import { seedCasino } from './seed';

/**
 * A database made before the catalogue (docs/decisions/casino-catalogue.md) has the first seed's two small tables (one
 * `name`, an `accent`, no RTP…): the catalogue is seed data, not the players', so both are dropped
 * and made again with the whole catalogue. Nothing points at them yet (the favourites and recent
 * tables are new on such a file, hence empty). A current file is left alone.
 */
export function migrateCasino(db: Db): void {
  if (columnNames(db, 'casino_games').has('name_en')) return;
  db.transaction(() => {
    db.exec('DROP TABLE IF EXISTS casino_games; DROP TABLE IF EXISTS casino_providers;');
    db.exec(CASINO_SCHEMA_SQL);
    // A file without players is seeded whole on open (setup/seed.ts seedIfEmpty), the catalogue with it.
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
    if (n > 0) seedCasino(db);
  })();
}
