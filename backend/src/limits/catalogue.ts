import { MINOR_PER_MAJOR } from '../accounts/money';
import type { Lang } from '../lang';
import { limitName } from './texts';
import { DEPOSIT_NO_LIMIT, LIMIT_TYPE, LIMIT_TYPES, type LimitType, type Measure, SESSION_NOT_SET, isMoneyType, measureOf, removalValue } from '../../../lib/rules/limitTypes';

/**
 * The values a player may choose per limit type (limits-coupon-auth.md §5: "Limit options are restricted to
 * the server's available values per type"), as GET availablelimits lists them. Money values are in
 * major units of the currency the limits count in (usage.ts limitIso).
 */
export interface AvailableLimit {
  type: LimitType;
  measure: Measure;
  availableValues: number[];
  /** The type's name in the asked language. */
  title: string;
  /** Money limits: the currency of their values. */
  currency?: string;
}

/** Money steps in "dollar-sized" units; each currency scales them (MONEY_SCALE). */
const MONEY_STEPS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000];
const MONEY_SCALE: Readonly<Record<string, number>> = { RUB: 100, UAH: 40, TRY: 30, KZT: 500, UZS: 10000, BYN: 3, AZN: 2 };

/** Self-exclusion in days: the 365-day-year reading of §5 (1, 2, 3 and 5 years; 10 years is 3650). */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650];
/** Deposit time-out in days (§5). */
export const TIME_OUT_DAYS = [1, 7, 30, 90];
/** Reality check in minutes (§5). */
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60];
/** Session limit in hours per day (§3: 1–24; −1 means not set, i.e. remove it). */
export const SESSION_HOURS = [SESSION_NOT_SET, ...Array.from({ length: 24 }, (_, i) => i + 1)];

export function moneyValues(iso: string): number[] {
  const scale = MONEY_SCALE[iso] ?? 1;
  return MONEY_STEPS.map((step) => step * scale);
}

/** The values a type offers, in the API's units (money in major units of `iso`). */
export function valuesOf(type: LimitType, iso: string): number[] {
  if (type === LIMIT_TYPE.deposit7d) return [...moneyValues(iso), DEPOSIT_NO_LIMIT];
  if (isMoneyType(type)) return moneyValues(iso);
  if (type === LIMIT_TYPE.selfExclusion) return [...SELF_EXCLUSION_DAYS];
  if (type === LIMIT_TYPE.timeOut) return [...TIME_OUT_DAYS];
  if (type === LIMIT_TYPE.session) return [...SESSION_HOURS];
  if (type === LIMIT_TYPE.realityCheck) return [...REALITY_CHECK_MINUTES];
  return [1];
}

export function availableLimits(iso: string, lang: Lang): AvailableLimit[] {
  return LIMIT_TYPES.map((type) => ({
    type,
    measure: measureOf(type),
    availableValues: valuesOf(type, iso),
    title: limitName(type, lang),
    ...(isMoneyType(type) ? { currency: iso } : {}),
  }));
}

/**
 * A value from a request in the backend's units, or why not: `null` asks to remove the limit (as
 * does the type's "no limit" sentinel: 999999999 for 7 days, −1 for the session limit).
 */
export function toStoredValue(type: LimitType, value: number | null, iso: string): { ok: true; value: number | null } | { ok: false } {
  if (value === null || (removalValue(type) !== null && value === removalValue(type))) return { ok: true, value: null };
  if (!valuesOf(type, iso).includes(value)) return { ok: false };
  return { ok: true, value: isMoneyType(type) ? Math.round(value * MINOR_PER_MAJOR) : value };
}
