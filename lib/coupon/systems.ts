import { MIN_SYSTEM_VALUE } from '@/lib/config/coupon';
import type { SystemOption } from './types';

/**
 * E[0..k] of the prices: E[j] is the sum, over every j-subset, of the product of its prices —
 * the total return of one unit on each j-combination. The recurrence (issue 11 point 3) prices a
 * system in O(n·k) instead of listing C(n, k) combinations: 30 selections in microseconds.
 */
export function elementarySymmetric(prices: readonly number[], k: number): number[] {
  const e = new Float64Array(k + 1);
  e[0] = 1;
  prices.forEach((price, seen) => {
    // Downwards, so e[j − 1] is still the value without this price.
    for (let j = Math.min(k, seen + 1); j >= 1; j -= 1) e[j] = (e[j] as number) + price * (e[j - 1] as number);
  });
  return Array.from(e);
}

/** C(n, k), exact for the sizes a coupon has (n ≤ 30). */
export function combinationsCount(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let result = 1;
  // Each partial product is C(n − r + i, i), a whole number: no rounding drifts in.
  for (let i = 1; i <= r; i += 1) result = (result * (n - r + i)) / i;
  return result;
}

export interface SystemSelection {
  coef: number;
  isBanker: boolean;
}

/** The system values a coupon offers: k from max(2, bankers + 1) to n − 1 (k = n is an express). */
export function systemValues(selections: readonly SystemSelection[]): number[] {
  const bankers = selections.filter((s) => s.isBanker).length;
  const values: number[] = [];
  for (let k = Math.max(MIN_SYSTEM_VALUE, bankers + 1); k <= selections.length - 1; k += 1) values.push(k);
  return values;
}

/** Combinations of "k from n" with bankers in each: the others fill k − bankers places. */
export function systemCombinations(selections: readonly SystemSelection[], value: number): number {
  const bankers = selections.filter((s) => s.isBanker).length;
  return combinationsCount(selections.length - bankers, value - bankers);
}

/**
 * What the system returns for one unit on each combination when every selection wins: the
 * bankers' product times E[k − bankers] of the others. Prices set to 0 (lost) or 1 (void) give the
 * settled return the same way.
 */
export function systemReturnPerUnit(selections: readonly SystemSelection[], value: number): number {
  const bankers = selections.filter((s) => s.isBanker);
  const others = selections.filter((s) => !s.isBanker).map((s) => s.coef);
  const need = value - bankers.length;
  if (need < 0 || need > others.length) return 0;
  const bankersProduct = bankers.reduce((product, s) => product * s.coef, 1);
  return bankersProduct * (elementarySymmetric(others, need)[need] ?? 0);
}

/** The options the slip lists (§3 "System option"); minBetAmount is the least total stake when a per-combination minimum is known. */
export function systemOptions(selections: readonly SystemSelection[], minPerCombination: number | null = null): SystemOption[] {
  const offset = selections.filter((s) => s.isBanker).length;
  return systemValues(selections).map((value) => {
    const combo = systemCombinations(selections, value);
    return { value, offset, combo, minBetAmount: minPerCombination === null ? null : minPerCombination * combo };
  });
}
