// Fragment state (shell-and-routing.md §4 "Fragment state", §8 "Remote fragment failure shows the refresh
// block, logs the error and retries", §9 retry and throttle constants). Pure functions: the caller
// owns the timers and the clock and passes `now` in.

import { FRAGMENT_FIRST_RETRY_MS, FRAGMENT_RELOAD_THROTTLE_MS, FRAGMENT_RETRIES } from '@/lib/config/fragments';

export type FragmentStatus = 'not-exist' | 'loading' | 'ready' | 'error';

export interface FragmentState {
  status: FragmentStatus;
  /** Automatic retries used since the last success or manual reload. */
  retries: number;
  /** Wait before the next automatic retry, ms; null when none is scheduled. */
  nextRetryInMs: number | null;
  /** When the last allowed manual reload happened (caller's clock, ms); null before the first. */
  lastReloadAt: number | null;
  /** The last failure's message while in error; null otherwise. */
  error: string | null;
}

export const initialFragmentState: FragmentState = Object.freeze<FragmentState>({
  status: 'not-exist',
  retries: 0,
  nextRetryInMs: null,
  lastReloadAt: null,
  error: null,
});

/**
 * A load (first, automatic retry or manual reload) has started. The scheduled retry, if any, is
 * the one now running, so it is cleared; the retry count is kept so failures keep doubling.
 */
export function fragmentLoading(s: FragmentState): FragmentState {
  return { ...s, status: 'loading', nextRetryInMs: null, error: null };
}

/** Loaded: the retry count and any scheduled retry are cleared. */
export function fragmentReady(s: FragmentState): FragmentState {
  return { ...s, status: 'ready', retries: 0, nextRetryInMs: null, error: null };
}

/**
 * Failed: status error. While automatic retries remain, one more is counted and scheduled after
 * 1000 ms · 2^(retries so far) — 1000, 2000, 4000; after the third, none is scheduled and only the
 * refresh button can load the fragment again.
 */
export function fragmentFailed(s: FragmentState, error: string): FragmentState {
  if (s.retries < FRAGMENT_RETRIES) {
    return {
      ...s,
      status: 'error',
      error,
      retries: s.retries + 1,
      nextRetryInMs: FRAGMENT_FIRST_RETRY_MS * 2 ** s.retries,
    };
  }
  return { ...s, status: 'error', error, nextRetryInMs: null };
}

/**
 * Refused with a status (a 4xx): error, and no automatic retry — asking again would get the same
 * answer (the page shows an error with that status, shell-and-routing.md §8). The refresh button still works.
 */
export function fragmentRejected(s: FragmentState, error: string): FragmentState {
  return { ...s, status: 'error', error, nextRetryInMs: null };
}

/**
 * A manual reload (the refresh button), throttled to one per 1000 ms: allowed when there was none
 * before or the last allowed one was at least 1000 ms ago. An allowed reload records `now`, gives
 * the automatic retries back (they start afresh after it) and clears any scheduled retry, which
 * the reload replaces. A refused one returns the state unchanged (same object).
 */
export function requestReload(s: FragmentState, now: number): { state: FragmentState; allowed: boolean } {
  const allowed = s.lastReloadAt === null || now - s.lastReloadAt >= FRAGMENT_RELOAD_THROTTLE_MS;
  if (!allowed) return { state: s, allowed: false };
  return { state: { ...s, lastReloadAt: now, retries: 0, nextRetryInMs: null }, allowed: true };
}
