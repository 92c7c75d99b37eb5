import { randomInt } from 'node:crypto';
import type { Db } from '../db/handle';
import type { SavedCouponRow } from './rows';

/**
 * "Load coupon" (limits-coupon-auth.md §3 loadCouponInputValue): a list of outcomes saved under a short code
 * anyone can type in again; the outcomes come back at the prices of the moment they are loaded.
 */
/** Upper-case letters and digits without the look-alikes 0/O and 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Saves the outcome ids; returns the new code. */
export function saveCoupon(db: Db, outcomeIds: readonly number[], now: number): string {
  const insert = db.prepare('INSERT OR IGNORE INTO saved_coupons (code, bets, created_at) VALUES (?, ?, ?)');
  // 32^8 codes: a clash is very unlikely, and a clash is simply drawn again.
  for (;;) {
    const code = newCode();
    if (insert.run(code, JSON.stringify(outcomeIds), now).changes === 1) return code;
  }
}

/** The outcome ids saved under a code (any case), or undefined. */
export function loadCoupon(db: Db, code: string): number[] | undefined {
  const row = db.prepare('SELECT * FROM saved_coupons WHERE code = ?').get(code.trim().toUpperCase()) as SavedCouponRow | undefined;
  return row && (JSON.parse(row.bets) as number[]);
}
