/**
 * Pure rules of the wager page (docs/bonuses.md): how far a bonus is wagered and how long it has
 * left, counted on the backend's clock (the list's `asOf`), never the browser's.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until the deadline, rounded up (a bonus with 3 hours left has 1 day), never below 0. */
export function daysLeft(deadline: string, asOf: string): number {
  const left = Date.parse(deadline) - Date.parse(asOf);
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.ceil(left / DAY_MS);
}

/** The share wagered, 0–100, rounded down (99.9 % is not done); nothing to wager is done. */
export function progressPercent(wagered: number, required: number): number {
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((wagered / required) * 100)));
}

/** The active bonuses first (the oldest, which stakes count for first, on top), then the finished ones, newest first. */
export function splitBonuses<T extends { status: string; id: number; grantedAt: string }>(items: readonly T[]): { active: T[]; finished: T[] } {
  const byGrant = (a: T, b: T) => Date.parse(a.grantedAt) - Date.parse(b.grantedAt) || a.id - b.id;
  return {
    active: items.filter((item) => item.status === 'active').sort(byGrant),
    finished: items.filter((item) => item.status !== 'active').sort((a, b) => byGrant(b, a)),
  };
}
