/**
 * Money is kept exact: as an integer number of minor units (kopecks, cents). Every currency the
 * backend knows has 2 decimals. The API keeps showing major units (`money: 12.5`); they are turned
 * into minor units once, where they come in, and back where they go out.
 */
export const MINOR_PER_MAJOR = 100;

/** The largest amount, in major units, a request may name: its minor units stay a safe integer. */
export const MAX_MAJOR_AMOUNT = 1_000_000_000;

/** Major → minor units, e.g. 12.5 → 1250 (rounded to the nearest kopeck). */
export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

/** Minor → major units, e.g. 1250 → 12.5. */
export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/**
 * Whether an amount from a request has at most 2 decimals. A client that computed it in floating
 * point (0.1 + 0.2) is within a thousandth of a kopeck of one and passes; 12.345 does not.
 */
export function hasAtMostTwoDecimals(major: number): boolean {
  const minor = major * MINOR_PER_MAJOR;
  return Math.abs(minor - Math.round(minor)) < 1e-3;
}
