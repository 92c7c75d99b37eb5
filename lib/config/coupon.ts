// The coupon's constants of the site alone (limits-coupon-auth.md §3–§5, §9), under the spec's names.
// What the backend checks too (coupon types, the price-change actions, the bet counts, the system
// value, the bonus bet) is in lib/rules/coupon.ts and lib/rules/system.ts.

/** changeCoefAction's default (§3 settings): accept any change (lib/rules/coupon.ts CHANGE_COEF_ACTION). */
export const DEFAULT_CHANGE_COEF_ACTION = 2 as const;
/** Default statusId of a bet (§9). */
export const DEFAULT_BET_STATUS_ID = -2;

/** Default amount step per currency iso (§9); other currencies step by 1. */
export const AMOUNT_STEP_BY_CURRENCY_ISO: Readonly<Record<string, number>> = {
  RUB: 100,
  USD: 2.5,
  EUR: 2.5,
  KZT: 500,
  JPY: 500,
  UAH: 50,
  TRY: 10,
};
export const FALLBACK_AMOUNT_STEP = 1;

/** Default initial coupon amount (§9); an unknown currency falls back to RUB's. */
export const INITIAL_AMOUNT_BY_CURRENCY_ISO: Readonly<Record<string, number>> = {
  RUB: 150,
  USD: 5,
  EUR: 5,
  UAH: 50,
  KZT: 1000,
};
/** §9's fallback currency: an unknown currency's initial amount, and a guest's coupon (no account yet). */
export const FALLBACK_CURRENCY_ISO = 'RUB';

/** Bet statuses (§4): 2 and 3 are in play, 4 is finished. */
export const BET_STATUS = { live: [2, 3], finished: 4 } as const;

/** Where the coupon is kept between reloads and shared between tabs. */
export const COUPON_STORAGE_KEY = 'coupon';
/** How often a live coupon waiting for acceptance is asked about (the backend's delay is about 2 s). */
export const ACCEPTING_POLL_MS = 1000;
/** How often the open coupons are counted while there are some (a settlement moves the balance). */
export const OPEN_COUPONS_POLL_MS = 15_000;
/**
 * A placement that got no answer (docs/coupon-api.md "Idempotency": the same key is safe to send
 * again) is sent again after this long, then twice as long each time it still gets none, up to
 * PLACEMENT_CHECK_MAX_MS: a backend restarted by the site (0.5–10 s) is found within 10 s of its return.
 */
export const PLACEMENT_CHECK_FIRST_MS = 1000;
export const PLACEMENT_CHECK_MAX_MS = 10_000;
