import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEVICE_COOKIE } from '../auth/signInRules';
import type { Db } from '../db/handle';

/**
 * "The same device" (docs/decisions/referral-abuse.md): the backend's only per-browser id is the
 * device session (auth/signInRules.ts DEVICE_COOKIE, a random id set by GET /web-api/session and
 * kept 30 days). The address and user agent are shared by whole offices and every copy of a browser,
 * so they are not used. Stored hashed: the cookie is readable by script.
 */
export function deviceHashOf(c: Context): string | null {
  const value = getCookie(c, DEVICE_COOKIE);
  if (!value) return null;
  return createHash('sha256').update(value).digest('base64url');
}

/** The player's browser carried this device session (his registration, his programme page). */
export function rememberDevice(db: Db, userId: number, deviceHash: string | null, now: number): void {
  if (deviceHash === null) return;
  db.prepare(
    `INSERT INTO referral_devices (user_id, device_hash, seen_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET seen_at = excluded.seen_at`,
  ).run(userId, deviceHash, now);
}

export function isDeviceOf(db: Db, userId: number, deviceHash: string | null): boolean {
  if (deviceHash === null) return false;
  return db.prepare('SELECT 1 FROM referral_devices WHERE user_id = ? AND device_hash = ?').get(userId, deviceHash) !== undefined;
}
