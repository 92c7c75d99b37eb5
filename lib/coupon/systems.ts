import { systemCombinations, systemValueRange, systemWinMinor, type SystemLine } from '@/lib/rules/system';
import { priceX100 } from '@/lib/rules/units';
import type { SystemOption } from './types';

// The slip's view of a system bet (limits-coupon-auth.md §3 "System option", §5): the values it
// offers and what each pays, by the rules the backend prices it with (lib/rules/system.ts).

export interface SystemSelection {
  coef: number;
  isBanker: boolean;
}

const linesOf = (selections: readonly SystemSelection[]): SystemLine[] =>
  selections.map((s) => ({ priceX100: priceX100(s.coef), isBanker: s.isBanker }));

/** The system values a coupon offers: k from max(2, bankers + 1) to n − 1 (k = n is an express). */
export function systemValues(selections: readonly SystemSelection[]): number[] {
  const { min, max } = systemValueRange(selections.length, selections.filter((s) => s.isBanker).length);
  const values: number[] = [];
  for (let k = min; k <= max; k += 1) values.push(k);
  return values;
}

export { systemCombinations };

/**
 * What a system of `amount` (major units) pays when every selection wins, floored to the minor
 * unit: the backend's payout of the same coupon (docs/coupon-api.md "Settlement").
 */
export function systemWin(selections: readonly SystemSelection[], value: number, amount: number): number {
  return systemWinMinor(Math.round(amount * 100), linesOf(selections), value) / 100;
}

/** The options the slip lists (§3 "System option"); minBetAmount is the least total stake when a per-combination minimum is known. */
export function systemOptions(selections: readonly SystemSelection[], minPerCombination: number | null = null): SystemOption[] {
  const offset = selections.filter((s) => s.isBanker).length;
  return systemValues(selections).map((value) => {
    const combo = systemCombinations(selections, value);
    return { value, offset, combo, minBetAmount: minPerCombination === null ? null : minPerCombination * combo };
  });
}
