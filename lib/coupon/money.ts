// Amounts in the slip are major units (what the player types); sums and wins are worked in whole
// minor units, so 150 × 1.85 is 277.50, never 277.49999.

/** Major units → whole minor units. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** A payout (major units, any precision) floored to the minor unit, as the backend credits it. */
export function floorToMinor(amount: number): number {
  // The small epsilon absorbs binary noise (277.4999999 for 277.5) without ever rounding a real fraction up.
  return Math.floor(amount * 100 + 1e-6) / 100;
}

/** Rounded to 2 decimals (a chain leg's maximum, limits-coupon-auth.md §5). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Whether a typed amount is a positive amount of at most 2 decimals. */
export function isValidAmount(amount: number): boolean {
  return Number.isFinite(amount) && amount > 0 && Math.abs(toMinor(amount) - amount * 100) < 1e-6;
}
