import { MINUTE_MS } from '@/lib/config/idle';

/** The idle limit in ms from the config's minutes; 0 or less switches idle logoff off. */
export function idleLimitMs(minutes: number): number | null {
  return Number.isFinite(minutes) && minutes > 0 ? minutes * MINUTE_MS : null;
}

/** The last activity any tab recorded, or `fallback` when none is stored or it is unreadable. */
export function lastActive(stored: string | null, fallback: number): number {
  return stored !== null && /^\d{1,16}$/.test(stored) ? Number(stored) : fallback;
}

/** Idle once the last activity is at least the limit old (shell-and-routing.md §4). */
export function isIdle(lastActiveAt: number, now: number, limitMs: number): boolean {
  return now - lastActiveAt >= limitMs;
}

/** Whether enough time passed since the last recorded activity to record another (throttle). */
export function shouldRecordActivity(lastRecorded: number | null, now: number, throttleMs: number): boolean {
  return lastRecorded === null || now - lastRecorded >= throttleMs;
}
