import type { ProtectionMethods } from '../accounts/rows';
import type { Db } from '../db/handle';
import { seal, unseal } from './sealed';

/** The two_factor row of a player (schema.ts), its secrets still sealed. */
export interface TwoFactorRow {
  user_id: number;
  secret: string | null;
  pending_secret: string | null;
  pending_at: number | null;
  enabled_at: number | null;
  last_step: number;
}

export function findTwoFactor(db: Db, userId: number): TwoFactorRow | undefined {
  return db.prepare('SELECT * FROM two_factor WHERE user_id = ?').get(userId) as TwoFactorRow | undefined;
}

/** The secret in force, readable; null when the app is off (or its secret cannot be read any more). */
export function activeSecret(db: Db, key: string, userId: number): string | null {
  const row = findTwoFactor(db, userId);
  return row?.secret ? unseal(key, row.secret) : null;
}

export function pendingSecret(db: Db, key: string, userId: number): string | null {
  const row = findTwoFactor(db, userId);
  return row?.pending_secret ? unseal(key, row.pending_secret) : null;
}

/** On = a secret in force that this backend can read (one sealed under an older BACKEND_SECRET counts as off). */
export const isTotpEnabled = (db: Db, key: string, userId: number): boolean => activeSecret(db, key, userId) !== null;

/** A setup's secret; it replaces any earlier pending one. */
export function storePending(db: Db, key: string, userId: number, base32: string, nowMs: number): void {
  db.prepare(
    `INSERT INTO two_factor (user_id, pending_secret, pending_at) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET pending_secret = excluded.pending_secret, pending_at = excluded.pending_at`,
  ).run(userId, seal(key, base32), nowMs);
}

/** The pending secret becomes the one in force; `step` is the step of the code that confirmed it (spent). */
export function promotePending(db: Db, userId: number, step: number, nowMs: number): boolean {
  return (
    db
      .prepare(
        `UPDATE two_factor SET secret = pending_secret, pending_secret = NULL, pending_at = NULL, enabled_at = ?, last_step = ?
         WHERE user_id = ? AND pending_secret IS NOT NULL`,
      )
      .run(nowMs, step, userId).changes === 1
  );
}

/** Takes a time step once: false when it (or a later one) was taken already. */
export function takeStep(db: Db, userId: number, step: number): boolean {
  return db.prepare('UPDATE two_factor SET last_step = ? WHERE user_id = ? AND last_step < ?').run(step, userId, step).changes === 1;
}

export function deleteTwoFactor(db: Db, userId: number): void {
  db.prepare('DELETE FROM two_factor WHERE user_id = ?').run(userId);
}

/** protection_methods.enable_two_factor_auth, which the user config shows and the login reads. */
export function setTwoStepFlag(db: Db, userId: number, on: boolean): void {
  const row = db.prepare('SELECT protection_methods FROM users WHERE id = ?').get(userId) as { protection_methods: string } | undefined;
  if (!row) return;
  const methods = { ...(JSON.parse(row.protection_methods) as ProtectionMethods), enable_two_factor_auth: on };
  db.prepare('UPDATE users SET protection_methods = ? WHERE id = ?').run(JSON.stringify(methods), userId);
}
