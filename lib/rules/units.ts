// The units both sides count in (limits-coupon-auth.md §3 "Coupon state", docs/coupon-api.md):
// amounts as whole minor units, prices as whole hundredths, so a rule gives one answer on either
// side of the HTTP boundary (docs/decisions/shared-rules.md).

/** Minor units in one major unit (kopecks, cents). */
export const MINOR_PER_MAJOR = 100;

/** Major → whole minor units: 277.5 → 27750. */
export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

/** A price in whole hundredths, half up: 1.85 → 185; a price with a third decimal is rounded (1.857 → 186). */
export function priceX100(coef: number): number {
  return Math.round(coef * 100);
}
