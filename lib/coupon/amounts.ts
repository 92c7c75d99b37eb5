import {
  AMOUNT_STEP_BY_CURRENCY_ISO,
  FALLBACK_AMOUNT_STEP,
  FALLBACK_CURRENCY_ISO,
  INITIAL_AMOUNT_BY_CURRENCY_ISO,
} from '@/lib/config/coupon';
import { stakeBoundsProblem, type CouponTypeId } from '@/lib/rules/coupon';
import { round2, toMinor } from './money';

/** The amount step of a currency (limits-coupon-auth.md §9); a manual step (isManualAmountStep) wins. */
export function amountStep(iso: string, manual: number | null = null): number {
  if (manual !== null && manual > 0) return manual;
  return AMOUNT_STEP_BY_CURRENCY_ISO[iso] ?? FALLBACK_AMOUNT_STEP;
}

/** The coupon's initial amount in a currency (§9), RUB's when the currency has none. */
export function initialAmount(iso: string): number {
  return INITIAL_AMOUNT_BY_CURRENCY_ISO[iso] ?? INITIAL_AMOUNT_BY_CURRENCY_ISO[FALLBACK_CURRENCY_ISO] ?? 0;
}

/** Quick stakes: one, two, five and ten steps of the currency. */
export function quickAmounts(step: number): number[] {
  return [1, 2, 5, 10].map((times) => round2(step * times));
}

export type AmountProblem = { code: 'belowMin'; min: number } | { code: 'aboveMax'; max: number } | null;

/**
 * The stake against the coupon's stake bounds (limits-coupon-auth.md §5): only for the types the
 * site config lists, and no maximum on a bonus account; the backend's own check
 * (lib/rules/coupon.ts stakeBoundsProblem), so the slip refuses what the backend would.
 */
export function checkAmount(input: {
  typeId: CouponTypeId;
  amount: number;
  min: number | null;
  max: number | null;
  checkedTypes: readonly number[];
  isBonusAccount: boolean;
}): AmountProblem {
  const { typeId, amount, min, max, checkedTypes, isBonusAccount } = input;
  const problem = stakeBoundsProblem({ amountMinor: toMinor(amount), bounds: { min, max }, typeId, checkedTypes, bonusAccount: isBonusAccount });
  if (problem === 'belowMin' && min !== null) return { code: 'belowMin', min };
  if (problem === 'aboveMax' && max !== null) return { code: 'aboveMax', max };
  return null;
}

/**
 * A chain's per-leg maximum (limits-coupon-auth.md §5, the spec's "per-block maximum amounts"): the
 * previous leg's amount times its price, rounded to 2. The first leg has none (the stake's own
 * maximum applies).
 */
export function legMaxAmounts(legs: readonly { amount: number; coef: number }[]): (number | null)[] {
  return legs.map((_, index) => {
    const previous = legs[index - 1];
    return previous ? round2(previous.amount * previous.coef) : null;
  });
}
