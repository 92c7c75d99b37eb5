import { REALITY_CHUNK_MS } from '@/lib/config/limits';
import { LIMIT_TYPE } from '@/lib/rules/limitTypes';

/**
 * What the signed-in page watches of the player's limits (limits-coupon-auth.md §4, §9): pure rules over the
 * limit list the service answers (times in epoch seconds there, milliseconds here).
 */
export interface WatchedLimit {
  limitType: number;
  limitValue: number | null;
  limitState: 'ACTIVE' | 'PENDING' | 'INACTIVE';
  endsAt: number | null;
  needApprove: boolean;
}

/** A session limit exists (an hour count in force, not −1): the page pings every 30 s while it does. */
export function hasSessionLimit(limits: readonly WatchedLimit[]): boolean {
  return limits.some((l) => l.limitType === LIMIT_TYPE.session && l.limitState === 'ACTIVE' && l.limitValue !== null && l.limitValue > 0);
}

/** When the reality-check reminder is due (ms), from the limit in force; null when none is set. */
export function realityCheckDueMs(limits: readonly WatchedLimit[]): number | null {
  const check = limits.find((l) => l.limitType === LIMIT_TYPE.realityCheck && l.limitState === 'ACTIVE');
  return check?.endsAt != null ? check.endsAt * 1000 : null;
}

/**
 * How long to wait before looking at a due time again: what is left, but never more than one chunk
 * (§9: 5 min), so a sleeping tab or a moved clock is caught within a chunk; 0 when it is due.
 */
export function nextCheckDelayMs(dueMs: number, nowMs: number, chunkMs = REALITY_CHUNK_MS): number {
  return Math.max(0, Math.min(dueMs - nowMs, chunkMs));
}

/** Pending changes that need the player's confirmation, the soonest first. */
export function approvalsWaiting(limits: readonly WatchedLimit[]): WatchedLimit[] {
  return limits
    .filter((l) => l.limitState === 'PENDING' && l.needApprove && l.endsAt !== null)
    .sort((a, b) => (a.endsAt ?? 0) - (b.endsAt ?? 0) || a.limitType - b.limitType);
}

/** The pending change whose approval is due now (§4: asked once 24 h have passed); null when none. */
export function dueApproval(limits: readonly WatchedLimit[], nowMs: number): WatchedLimit | null {
  return approvalsWaiting(limits).find((l) => (l.endsAt ?? Infinity) * 1000 <= nowMs) ?? null;
}

/** When the next approval falls due (ms), for the timer that fires before the dialog; null when none waits. */
export function nextApprovalMs(limits: readonly WatchedLimit[], nowMs: number): number | null {
  const next = approvalsWaiting(limits).find((l) => (l.endsAt ?? 0) * 1000 > nowMs);
  return next?.endsAt != null ? next.endsAt * 1000 : null;
}
