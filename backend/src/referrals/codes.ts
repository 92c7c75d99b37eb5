import { randomInt } from 'node:crypto';
import type { Db } from '../db/handle';

/**
 * A player's referral code (docs/referrals-api.md "The code"): 10 characters of a 31-letter
 * alphabet without look-alikes (0/o, 1/l/i), about 49 bits from the system's random source, so
 * codes cannot be walked through; stable once made. It travels in `bf=` and the `referral_values`
 * cookie (lib/referral/cookies.ts), whose allow-list it fits.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;
export const REFERRAL_CODE_PATTERN = /^[a-hjkmnp-z2-9]{10}$/;

function newCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
}

/** The player's code, made (and kept) the first time it is asked for. */
export function codeOf(db: Db, userId: number, now: number): string {
  const found = db.prepare('SELECT code FROM referral_codes WHERE user_id = ?').get(userId) as { code: string } | undefined;
  if (found) return found.code;
  // A clash of two random codes is unlikely but not impossible: try another (the UNIQUE index decides).
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCode();
    const made = db.prepare('INSERT INTO referral_codes (user_id, code, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(userId, code, now);
    if (made.changes === 1) return code;
    const raced = db.prepare('SELECT code FROM referral_codes WHERE user_id = ?').get(userId) as { code: string } | undefined;
    if (raced) return raced.code;
  }
  throw new Error(`No free referral code for player ${userId}`);
}

/** Whose code this is; undefined for a code nobody has (or one of the wrong shape). */
export function ownerOfCode(db: Db, code: string): number | undefined {
  if (!REFERRAL_CODE_PATTERN.test(code)) return undefined;
  const row = db.prepare('SELECT user_id FROM referral_codes WHERE code = ?').get(code) as { user_id: number } | undefined;
  return row?.user_id;
}
