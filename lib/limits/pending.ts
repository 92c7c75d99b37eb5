import { isNoLimit, type PageLimit } from './sections';

/**
 * A pending limit change (limits-coupon-auth.md §4, §9): marked higher or lower than the value in force, and
 * the time left until its approval is due (`endsAt`, epoch seconds on the service's clock).
 */
export type PendingDirection = 'higher' | 'lower';

/**
 * Whether the pending value loosens (higher; a removal is the loosest) or tightens the one in force.
 * With nothing in force any limit is a tightening: lower.
 */
export function pendingDirection(type: number, inForce: number | null, pending: number | null): PendingDirection {
  if (isNoLimit(type, pending)) return 'higher';
  if (isNoLimit(type, inForce)) return 'lower';
  return (pending as number) > (inForce as number) ? 'higher' : 'lower';
}

export interface Countdown {
  /** The moment has come (approval may be given now). */
  due: boolean;
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE_MS = 60_000;

/**
 * What is left until `endsAtS`, in whole days, hours and minutes, the minutes rounded up (a change
 * due in 20 s reads "1 minute", never "0 minutes" while it is not due yet).
 */
export function countdownTo(endsAtS: number, nowMs: number): Countdown {
  const leftMs = endsAtS * 1000 - nowMs;
  if (leftMs <= 0) return { due: true, days: 0, hours: 0, minutes: 0 };
  const totalMinutes = Math.ceil(leftMs / MINUTE_MS);
  return { due: false, days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}

/** Whether a pending change may be confirmed or rejected now (its approval time has come). */
export function isApprovalDue(pending: Pick<PageLimit, 'endsAt'>, nowMs: number): boolean {
  return pending.endsAt !== null && pending.endsAt * 1000 <= nowMs;
}

/** A time of the service as a Date (the service counts in epoch seconds). */
export const dateOfSeconds = (seconds: number): Date => new Date(seconds * 1000);

/** Seconds as whole hours and minutes (the session limit's time today), the minutes rounded down. */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** A day in seconds: a self-exclusion or time-out of n days ends n days after it is saved. */
export const DAY_SECONDS = 86_400;
