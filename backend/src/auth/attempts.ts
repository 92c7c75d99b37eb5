import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { tooManyAttempts } from './authErrors';
import { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MS, LOCKOUT_FAILURES } from './limits';

/**
 * Failed sign-ins, counted per client (auth/client.ts) and per account, over a sliding window.
 * `account` is "user:<id>" when the login matched an account, else what was typed, so guessing
 * at one player's password from many clients still locks that player's sign-in.
 */
export interface AttemptKeys {
  client: string;
  account: string;
}

/** When the Nth newest failure in the window leaves it, epoch ms; null below N failures. */
function nthFailureLeavesAt(db: Db, column: 'client' | 'account', key: string, n: number, nowMs: number): number | null {
  const row = db
    .prepare(`SELECT at FROM auth_failures WHERE ${column} = ? AND at > ? ORDER BY at DESC, id DESC LIMIT 1 OFFSET ?`)
    .get(key, nowMs - FAILURE_WINDOW_MS, n - 1) as { at: number } | undefined;
  return row ? row.at + FAILURE_WINDOW_MS : null;
}

/** Until when sign-in is locked for these keys, epoch ms; null when it is not. */
export function lockedUntil(db: Db, clock: Clock, keys: AttemptKeys): number | null {
  const now = clock.now();
  const times = [
    nthFailureLeavesAt(db, 'client', keys.client, LOCKOUT_FAILURES, now),
    nthFailureLeavesAt(db, 'account', keys.account, LOCKOUT_FAILURES, now),
  ].filter((time): time is number => time !== null);
  return times.length > 0 ? Math.max(...times) : null;
}

/** 429 too_many_attempts, saying when to try again, while sign-in is locked. */
export function assertNotLocked(db: Db, clock: Clock, keys: AttemptKeys): void {
  const until = lockedUntil(db, clock, keys);
  if (until !== null) throw tooManyAttempts(until, clock.now(), 'Too many failed sign-ins');
}

/** Whether this client's password logins need a captcha now. */
export function captchaNeeded(db: Db, clock: Clock, client: string): boolean {
  return nthFailureLeavesAt(db, 'client', client, CAPTCHA_AFTER_FAILURES, clock.now()) !== null;
}

/** Records a failure; throws 429 at once when it is the one that locks sign-in. */
export function recordFailure(db: Db, clock: Clock, keys: AttemptKeys): void {
  const now = clock.now();
  db.prepare('DELETE FROM auth_failures WHERE at <= ?').run(now - FAILURE_WINDOW_MS);
  db.prepare('INSERT INTO auth_failures (client, account, at) VALUES (?, ?, ?)').run(keys.client, keys.account, now);
  assertNotLocked(db, clock, keys);
}

/** A successful sign-in forgets this client's failures against this account (others stay). */
export function clearFailures(db: Db, keys: AttemptKeys): void {
  db.prepare('DELETE FROM auth_failures WHERE client = ? AND account = ?').run(keys.client, keys.account);
}
