import { measureOf } from '@/lib/rules/limitTypes';
import { isNoLimit } from './sections';

/**
 * A limit value as the page words it (limits-coupon-auth.md §3): an amount of the limits' currency, a count
 * of days, hours or minutes, "no limit", or "on" for the block, which has no amount. The words
 * and the number format are the component's; what to say is decided here.
 */
export type ValueWords =
  | { kind: 'noLimit' }
  | { kind: 'money'; amount: number }
  | { kind: 'days' | 'hours' | 'minutes'; count: number }
  | { kind: 'on' };

export function describeValue(type: number, value: number | null): ValueWords {
  if (isNoLimit(type, value)) return { kind: 'noLimit' };
  const measure = measureOf(type);
  if (measure === 'money') return { kind: 'money', amount: value as number };
  if (measure === 'none') return { kind: 'on' };
  return { kind: measure, count: value as number };
}

/** A select's value for a limit value ("none" for "no limit"), and back. */
export const NO_LIMIT_OPTION = 'none';

export function optionOf(type: number, value: number | null): string {
  return isNoLimit(type, value) ? NO_LIMIT_OPTION : String(value);
}

export function valueOfOption(option: string): number | null {
  return option === NO_LIMIT_OPTION ? null : Number(option);
}
