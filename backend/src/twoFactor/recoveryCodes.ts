import { randomInt } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { hmac } from '../auth/signed';
import { RECOVERY_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_HALF_LENGTH } from './config';

/**
 * One-time recovery codes ("xxxx-xxxx"): shown once when made, kept only as HMACs bound to their
 * player, each good for one sign-in or one confirmation (docs/two-factor-api.md).
 */
const half = () => Array.from({ length: RECOVERY_HALF_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');

/** What was typed, as it is hashed: lower case, no spaces or dashes. */
export const normalizeRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

export const isRecoveryShaped = (typed: string): boolean =>
  new RegExp(`^[a-z0-9]{${RECOVERY_HALF_LENGTH * 2}}$`).test(normalizeRecoveryCode(typed));

const hashOf = (secret: string, userId: number, typed: string) => hmac(secret, `recovery.${userId}.${normalizeRecoveryCode(typed)}`);

/** A new set: the old codes of this player are gone; answers the codes as the player sees them. */
export function replaceRecoveryCodes(db: Db, clock: Clock, secret: string, userId: number): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(`${half()}-${half()}`);
  db.prepare('DELETE FROM two_factor_recovery_codes WHERE user_id = ?').run(userId);
  const insert = db.prepare('INSERT INTO two_factor_recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)');
  for (const code of codes) insert.run(userId, hashOf(secret, userId, code), clock.now());
  return [...codes];
}

/** Spends the code when it is one of the player's unused ones; false otherwise (also for a race lost). */
export function spendRecoveryCode(db: Db, clock: Clock, secret: string, userId: number, typed: string): boolean {
  if (!isRecoveryShaped(typed)) return false;
  return (
    db
      .prepare('UPDATE two_factor_recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL')
      .run(clock.now(), userId, hashOf(secret, userId, typed)).changes === 1
  );
}

export function recoveryCodesLeft(db: Db, userId: number): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM two_factor_recovery_codes WHERE user_id = ? AND used_at IS NULL').get(userId) as { n: number };
  return row.n;
}

export function deleteRecoveryCodes(db: Db, userId: number): void {
  db.prepare('DELETE FROM two_factor_recovery_codes WHERE user_id = ?').run(userId);
}
