import {
  AMOUNT_STEP_BY_CURRENCY_ISO,
  FALLBACK_AMOUNT_STEP,
  FALLBACK_CURRENCY_ISO,
  INITIAL_AMOUNT_BY_CURRENCY_ISO,
  type CouponTypeId,
} from '@/lib/config/coupon';
import { round2 } from './money';

/** The amount step of a currency (limits spec §9); a manual step (isManualAmountStep) wins. */
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
 * The stake against the coupon's min and max (§5): only for the types the site config lists, and
 * no maximum on a bonus account.
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
  if (!checkedTypes.includes(typeId)) return null;
  if (min !== null && amount < min) return { code: 'belowMin', min };
  if (!isBonusAccount && max !== null && amount > max) return { code: 'aboveMax', max };
  return null;
}

/**
 * A chain's per-block maximum (§5): the previous block's amount times its price, rounded to 2.
 * The first block has none (the stake's own max applies).
 */
export function blockMaxAmounts(blocks: readonly { amount: number; coef: number }[]): (number | null)[] {
  return blocks.map((_, index) => {
    const previous = blocks[index - 1];
    return previous ? round2(previous.amount * previous.coef) : null;
  });
}
