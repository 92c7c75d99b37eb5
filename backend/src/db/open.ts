import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateDb } from './migrate';
import { SCHEMA_SQL } from './schema';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the database and makes sure the schema exists (an older file is
 * upgraded: db/migrate.ts).
 * WAL lets the site's dev server and test runners read while we write;
 * `:memory:` (tests) simply ignores it.
 */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA_SQL);
  migrateDb(db);
  return db;
}
