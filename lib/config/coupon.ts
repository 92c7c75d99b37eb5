// The coupon's constants (limits spec §3–§5, §9), under the spec's names.

/** Coupon types (§4): 0 single, 1 express, 2 system, 9 multiple singles; 3 chain is our number for "others exist with blocks". */
export const COUPON_TYPE = { single: 0, express: 1, system: 2, chain: 3, multiSingles: 9 } as const;
export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];
/** The slip's tabs, in order. */
export const COUPON_TYPE_ORDER: readonly CouponTypeId[] = [0, 1, 2, 3, 9];

/** changeCoefAction (§3 settings, default 2): what happens when a price in the coupon moves. */
export const CHANGE_COEF_ACTION = { ask: 0, acceptHigher: 1, acceptAny: 2 } as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = 2;

/** Minimum system value (§5, §9). */
export const MIN_SYSTEM_VALUE = 2;
/** Default statusId of a bet (§9). */
export const DEFAULT_BET_STATUS_ID = -2;
/** The most selections one coupon holds (issue 11: systems priced up to 30). */
export const MAX_COUPON_BETS = 30;

/** Bonus bet (§5, §9). */
export const BONUS_BET = {
  minBets: 3,
  minBetCoef: 1.1,
  minCouponCoef: 1.01,
  /** A bet of this market kind never counts towards a bonus bet. */
  excludedKind: 7,
  /** 10 bets or more: the bonus factor is flat. */
  flatFromBets: 10,
  flatFactor: 1.1,
} as const;

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
