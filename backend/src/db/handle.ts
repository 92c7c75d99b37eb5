import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The database handle, the bottom of the backend: every domain takes a `Db`, and this folder
 * (handle, kv, columns, alter) imports no domain (docs/decisions/backend-modules.md; the lint's
 * layer zones hold it). The schema, the upgrades and the seed that fill it sit above the domains,
 * in setup/.
 */
export type Db = Database.Database;

/**
 * Opens (creating if needed) the database file with its pragmas, no schema yet (setup/open.ts adds
 * it). WAL lets the site's dev server and test runners read while we write; `:memory:` (tests)
 * simply ignores it.
 */
export function openHandle(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
