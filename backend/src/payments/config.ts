/**
 * The operator's payment rules that are not the provider's (docs/payments-api.md "Rules"): quick
 * amounts and the withdrawal amount above which an unidentified player must identify himself
 * (is_need_identification). Amounts in minor units. The first-deposit bonus's terms are in
 * bonuses/terms.ts (docs/bonuses.md).
 */

/** Quick amounts the cashier offers per currency (those outside a method's amount range are left out). */
export const QUICK_AMOUNTS_MINOR: Readonly<Record<string, readonly number[]>> = {
  RUB: [50_000, 100_000, 250_000, 500_000],
  USD: [1_000, 2_500, 5_000, 10_000],
  EUR: [1_000, 2_500, 5_000, 10_000],
  KZT: [250_000, 500_000, 1_000_000, 2_500_000],
};

/**
 * A withdrawal of more than this needs an identified player (users.is_need_identification = 0);
 * otherwise 403 `identification_required`. A currency not listed has no threshold.
 */
export const IDENTIFICATION_THRESHOLD_MINOR: Readonly<Record<string, number>> = {
  RUB: 1_500_000,
  USD: 20_000,
  EUR: 20_000,
  KZT: 10_000_000,
};

/** History pages. */
export const HISTORY_DEFAULT_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 100;

/** The longest Idempotency-Key accepted (as the coupon's). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
