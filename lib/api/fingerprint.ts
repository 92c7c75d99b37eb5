import * as z from 'zod/mini';
import { FINGERPRINT_PATH, FINGERPRINT_RETRY_LIMIT } from '@/lib/config/auth';
import { bearer, currentToken, inBrowser } from './http/credentials';
import { fetchJsonOnce } from './http/transport';

// Epoch seconds and epoch ms are both in use; no real expiry in seconds reaches 10^11.
const SECONDS_BELOW = 1e11;

/** The fingerprint's expiry as epoch ms, from epoch seconds, epoch ms or an ISO time. */
const ExpiresAtSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, ctx) => {
    const ms = typeof value === 'number' ? (value < SECONDS_BELOW ? value * 1000 : value) : Date.parse(value);
    if (!Number.isFinite(ms)) {
      ctx.issues.push({ code: 'custom', message: 'expiresAt is not a time', input: value });
      return z.NEVER;
    }
    return ms;
  }),
);

/** limits-coupon-auth.md §7: the device fingerprint returns token, expiresAt, data. */
export const FingerprintSchema = z.object({ token: z.string().check(z.minLength(1)), expiresAt: ExpiresAtSchema, data: z.unknown() });
export type Fingerprint = z.infer<typeof FingerprintSchema>;

export const fingerprintKey = FINGERPRINT_PATH;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One fingerprint call, outside the client's retry rules (they call this). */
export function fetchFingerprint(): Promise<Fingerprint> {
  return fetchJsonOnce(fingerprintKey, FingerprintSchema, { headers: bearer(currentToken()) });
}

// Per page load, in the browser only: a server process serves many visitors and must hold none.
let held: { token: string; expiresAtMs: number } | null = null;
let failures = 0;
let inFlight: Promise<string | null> | null = null;

/** The fingerprint token to send, while it has not expired; null when there is none. */
export function currentFingerprint(nowMs: number = Date.now()): string | null {
  if (!inBrowser() || !held || held.expiresAtMs <= nowMs) return null;
  return held.token;
}

/**
 * Gets a new fingerprint and keeps it (limits-coupon-auth.md §7, §8): concurrent callers share one call; a
 * bad answer or a failed call is logged and counted, and after FINGERPRINT_RETRY_LIMIT failures in
 * a row no more calls are made this page load. Resolves to the new token, or null when there is none.
 */
export function refreshFingerprint(): Promise<string | null> {
  if (inFlight) return inFlight;
  if (!inBrowser() || failures >= FINGERPRINT_RETRY_LIMIT) return Promise.resolve(null);
  // The one held was refused or is being replaced: it is not sent again.
  held = null;
  inFlight = fetchFingerprint()
    .then(
      (answer) => {
        held = { token: answer.token, expiresAtMs: answer.expiresAt };
        failures = 0;
        return answer.token;
      },
      (error: unknown) => {
        failures += 1;
        console.error(`[fingerprint] ${messageOf(error)} (failure ${failures} of ${FINGERPRINT_RETRY_LIMIT})`);
        return null;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Failed fingerprint calls in a row (limits-coupon-auth.md §8: "increments a counter"). */
export function fingerprintFailures(): number {
  return failures;
}

/** Forgets the fingerprint and its failures (a new page load starts here; so do tests). */
export function resetFingerprint(): void {
  held = null;
  failures = 0;
  inFlight = null;
}
