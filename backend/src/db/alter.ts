import type { Db } from './handle';

/**
 * Helpers for upgrading a database file made by an older backend (setup/migrate.ts): the schema's
 * CREATE ... IF NOT EXISTS leaves an existing table as it was, so new columns are added here.
 */
export function columnNames(db: Db, table: string): Set<string> {
  return new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
}

/** Adds each column the table lacks, e.g. `{ suspended: 'INTEGER NOT NULL DEFAULT 0' }`. */
export function addMissingColumns(db: Db, table: string, columns: Record<string, string>): void {
  const present = columnNames(db, table);
  for (const [name, definition] of Object.entries(columns)) {
    if (!present.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
  }
}
