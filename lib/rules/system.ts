// The system bet, "k from n" (limits-coupon-auth.md §3 "System option", §5 "Coupon system value
// minimum is 2", §9; docs/coupon-api.md "Settlement"): which k a coupon may take and what it pays.
// The slip and the backend both price a system here, so the possible win the player is shown is
// the one the backend credits (docs/decisions/shared-rules.md).

/** Minimum system value (limits-coupon-auth.md §5, §9). */
export const MIN_SYSTEM_VALUE = 2;

/** A system of n bets with b bankers takes k from max(2, b + 1) to n − 1 (k = n is an express). */
export function systemValueRange(n: number, bankers: number): { min: number; max: number } {
  return { min: Math.max(MIN_SYSTEM_VALUE, bankers + 1), max: n - 1 };
}

/** Whether k is a system value a coupon of n bets with b bankers may take. */
export function isSystemValueAllowed(n: number, bankers: number, k: number): boolean {
  const range = systemValueRange(n, bankers);
  return Number.isInteger(k) && k >= range.min && k <= range.max;
}

/** C(n, k), exact for a coupon's sizes (30 selections give at most 155 117 520). */
export function combinationsCount(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let result = 1;
  // Each partial product is C(n − r + i, i), a whole number: no rounding drifts in.
  for (let i = 1; i <= r; i += 1) result = (result * (n - r + i)) / i;
  return result;
}

/**
 * Σ over the k-subsets of `prices` of their product (the elementary symmetric polynomial e_k), by
 * the recurrence E[0] = 1; for each price o, for j from k down to 1: E[j] += o · E[j−1]. O(n·k),
 * never listing the C(n, k) combinations.
 */
export function elementarySymmetric(prices: readonly bigint[], k: number): bigint {
  if (k < 0) return 0n;
  const e: bigint[] = [1n, ...Array.from({ length: k }, () => 0n)];
  for (const price of prices) {
    for (let j = k; j >= 1; j -= 1) e[j] = (e[j] ?? 0n) + price * (e[j - 1] ?? 0n);
  }
  return e[k] ?? 0n;
}

/** One line of a system: its price in hundredths (0 lost, 100 void once settled) and whether it is a banker. */
export interface SystemLine {
  priceX100: number;
  isBanker: boolean;
}

/** Combinations of "k from n" with the bankers in each: the others fill k − bankers places. */
export function systemCombinations(lines: readonly Pick<SystemLine, 'isBanker'>[], k: number): number {
  const bankers = lines.filter((line) => line.isBanker).length;
  return combinationsCount(lines.length - bankers, k - bankers);
}

/**
 * What a system pays, in whole minor units, floored once at the end: the stake is shared equally
 * by the C(n−b, k−b) combinations, each pays its stake times its prices, so the payout is
 * amount · Π(bankers) · e_{k−b}(the others) / (C(n−b, k−b) · 100^k), exactly (BigInt).
 * 0 when k is out of reach.
 */
export function systemWinMinor(amountMinor: number, lines: readonly SystemLine[], k: number): number {
  const bankers = lines.filter((line) => line.isBanker);
  const others = lines.filter((line) => !line.isBanker).map((line) => BigInt(line.priceX100));
  const count = combinationsCount(others.length, k - bankers.length);
  if (count === 0) return 0;
  const bankerProduct = bankers.reduce((product, line) => product * BigInt(line.priceX100), 1n);
  const sum = bankerProduct * elementarySymmetric(others, k - bankers.length);
  return Number((BigInt(amountMinor) * sum) / (BigInt(count) * 100n ** BigInt(k)));
}
