import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_TABLES, SCHEMA_SQL } from '../../../backend/src/setup/schema';

const ROUTES_DIR = join(__dirname, '../../../backend/src/routes');

describe('backend by domain (backend/README.md "Layout")', () => {
  // Route files parse, call a domain module and answer; the SQL lives in the domain folders.
  it('no route file holds SQL', () => {
    const withSql = readdirSync(ROUTES_DIR).filter((file) =>
      /\bdb\s*\.\s*(prepare|exec|transaction|pragma)\b/.test(readFileSync(join(ROUTES_DIR, file), 'utf8')),
    );
    expect(withSql).toEqual([]);
  });

  // A domain's new table missing from its *_TABLES list would survive POST /__control/reset.
  it('reset clears every table the domains create, each once', () => {
    const db = new Database(':memory:');
    db.exec(SCHEMA_SQL);
    const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
    }[];
    const created = rows.map((row) => row.name).filter((name) => name !== 'kv');
    expect([...DATA_TABLES].sort()).toEqual(created.sort());
    db.close();
  });
});
