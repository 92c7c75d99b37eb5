// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { columnNames } from '../../../backend/src/db/alter';
import { openDb } from '../../../backend/src/setup/open';

/** A database file made before payer fingerprints and refunds is upgraded on open (setup/migrate.ts). */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('payer fingerprints on an older database file', () => {
  it('adds the payments\' and the provider\'s new columns, keeps their rows (nothing known: NULL) and indexes the payer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'payments-migrate-'));
    dirs.push(dir);
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE payments (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL);
      INSERT INTO payments VALUES ('pay_old', 1001, 0);
      CREATE TABLE psp_payments (id TEXT PRIMARY KEY);
      INSERT INTO psp_payments VALUES ('pay_old');`);
    old.close();

    const db = openDb(file);
    expect([...columnNames(db, 'payments')]).toEqual(expect.arrayContaining(['payer_fingerprint', 'reason', 'refunded_at']));
    expect([...columnNames(db, 'psp_payments')]).toEqual(expect.arrayContaining(['payer_fingerprint', 'refunded_at']));
    expect(db.prepare('SELECT payer_fingerprint, reason, refunded_at FROM payments').all()).toEqual([{ payer_fingerprint: null, reason: null, refunded_at: null }]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'payments_payer'").get()).toEqual({ name: 'payments_payer' });
    db.close();
  });
});
