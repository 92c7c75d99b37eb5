import { openHandle, type Db } from '../db/handle';
import { migrateDb } from './migrate';
import { SCHEMA_SQL } from './schema';

/**
 * Opens (creating if needed) the database and makes sure the schema exists (an older file is
 * upgraded: setup/migrate.ts). The entry point, the app's wiring and tests open it here; the
 * domains only ever get the handle (db/handle.ts).
 */
export function openDb(file: string): Db {
  const db = openHandle(file);
  db.exec(SCHEMA_SQL);
  migrateDb(db);
  return db;
}
