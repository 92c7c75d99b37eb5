import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { AppDeps } from '../deps';
import { tooManyAttempts } from './authErrors';
import {
  ACCOUNT_CAPTCHA_AFTER_FAILURES,
  ACCOUNT_SLOWDOWN_BASE_MS,
  ACCOUNT_SLOWDOWN_MAX_MS,
  CAPTCHA_AFTER_FAILURES,
  FAILURE_WINDOW_MS,
  LOCKOUT_FAILURES,
} from './signInRules';

/**
 * Failed sign-ins (wrong passwords, codes, login-link signs), counted per client (auth/client.ts)
 * and per account over a sliding window. `account` is "user:<id>" when the login matched an
 * account, else what was typed. The two counts do different things (docs/decisions/sign-in-throttling.md):
 * - per client: a captcha after CAPTCHA_AFTER_FAILURES, a hard lock after LOCKOUT_FAILURES;
 * - per account: a captcha for everyone after ACCOUNT_CAPTCHA_AFTER_FAILURES and slower answers,
 *   but never a lock, so failures made by others cannot keep the owner out.
 */
export interface AttemptKeys {
  client: string;
  account: string;
}

/** When the Nth newest failure of this client in the window leaves it, epoch ms; null below N failures. */
function nthFailureLeavesAt(db: Db, column: 'client' | 'account', key: string, n: number, nowMs: number): number | null {
  const row = db
    .prepare(`SELECT at FROM auth_failures WHERE ${column} = ? AND at > ? ORDER BY at DESC, id DESC LIMIT 1 OFFSET ?`)
    .get(key, nowMs - FAILURE_WINDOW_MS, n - 1) as { at: number } | undefined;
  return row ? row.at + FAILURE_WINDOW_MS : null;
}

/** Until when this client's sign-in is locked, epoch ms; null when it is not. */
export function lockedUntil(db: Db, clock: Clock, client: string): number | null {
  return nthFailureLeavesAt(db, 'client', client, LOCKOUT_FAILURES, clock.now());
}

/** 429 too_many_attempts, saying when to try again, while this client is locked. */
export function assertNotLocked(db: Db, clock: Clock, keys: AttemptKeys): void {
  const until = lockedUntil(db, clock, keys.client);
  if (until !== null) throw tooManyAttempts(until, clock.now(), 'Too many failed sign-ins from this address');
}

/** Failures against one account within the window, from any client. */
export function accountFailures(db: Db, clock: Clock, account: string): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM auth_failures WHERE account = ? AND at > ?')
    .get(account, clock.now() - FAILURE_WINDOW_MS) as { n: number };
  return row.n;
}

/** Whether a password login needs a captcha now: this client failed often, or someone failed against this account often. */
export function captchaNeeded(db: Db, clock: Clock, keys: AttemptKeys): boolean {
  return (
    nthFailureLeavesAt(db, 'client', keys.client, CAPTCHA_AFTER_FAILURES, clock.now()) !== null ||
    accountFailures(db, clock, keys.account) >= ACCOUNT_CAPTCHA_AFTER_FAILURES
  );
}

/**
 * How long an answer about an account with this many failures waits: nothing below the account's
 * captcha threshold, then ACCOUNT_SLOWDOWN_BASE_MS doubling per failure, at most ACCOUNT_SLOWDOWN_MAX_MS.
 */
export function accountSlowdownMs(failures: number): number {
  if (failures < ACCOUNT_CAPTCHA_AFTER_FAILURES) return 0;
  const doublings = Math.min(failures - ACCOUNT_CAPTCHA_AFTER_FAILURES, 16);
  return Math.min(ACCOUNT_SLOWDOWN_BASE_MS * 2 ** doublings, ACCOUNT_SLOWDOWN_MAX_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Slows the check of a password or code for an account under attack (the wait comes before the
 * check, so the answer tells nothing sooner). The wait is injected (deps.pause) so tests see it.
 */
export async function slowDownForAccount(deps: AppDeps, account: string): Promise<void> {
  const ms = accountSlowdownMs(accountFailures(deps.db, deps.clock, account));
  if (ms > 0) await (deps.pause ?? sleep)(ms);
}

/** Records a failure; throws 429 at once when it is the one that locks this client. */
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
