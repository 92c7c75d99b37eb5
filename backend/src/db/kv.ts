import type { Db } from './handle';

/** The kv table: the one table below the domains (setup/schema.ts adds the domains' own). */
export const KV_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS kv (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

export interface KvRow {
  key: string;
  value: string;
}

/** Small key/value store for singletons (site config, signing secret). */
export function kvGet(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT key, value FROM kv WHERE key = ?').get(key) as KvRow | undefined;
  return row?.value;
}

export function kvSet(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
