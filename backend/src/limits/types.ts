import { LIMIT_TYPE, isMoneyType, type LimitFamily, type LimitType } from '../../../lib/rules/limitTypes';

/**
 * The backend's rules over the limit types (docs/limits-api.md "Numbers"): each money limit's window,
 * which limits cool off, lock or restrict, and the numbers of the saving rules. The types, their
 * families and "no limit" values are lib/rules/limitTypes.ts, the site's too
 * (docs/decisions/shared-rules.md). No I/O here.
 */

export type LimitState = 'ACTIVE' | 'PENDING' | 'INACTIVE';

export const DAY_S = 24 * 3600;

/** Money limits: their family and the length of their running window. */
export const MONEY_LIMITS: Readonly<Partial<Record<LimitType, { family: LimitFamily; periodS: number }>>> = {
  1: { family: 'wager', periodS: DAY_S },
  2: { family: 'wager', periodS: 7 * DAY_S },
  3: { family: 'wager', periodS: 30 * DAY_S },
  10: { family: 'loss', periodS: DAY_S },
  11: { family: 'loss', periodS: 7 * DAY_S },
  12: { family: 'loss', periodS: 30 * DAY_S },
  20: { family: 'deposit', periodS: DAY_S },
  21: { family: 'deposit', periodS: 7 * DAY_S },
  22: { family: 'deposit', periodS: 30 * DAY_S },
};

/**
 * Limits a player may loosen only through the cooling-off (UKGC RTS 12): a lower value holds at
 * once, a higher one or a removal waits APPROVAL_DELAY_S and the player's confirmation.
 */
export const isCoolingOffType = (type: LimitType): boolean => isMoneyType(type) || type === LIMIT_TYPE.session;

/** Limits that, while they run, refuse bets and deposits and drop bet, casino and deposit from the rights. */
export const RESTRICTION_TYPES: readonly LimitType[] = [LIMIT_TYPE.specialBlock, LIMIT_TYPE.selfExclusion, LIMIT_TYPE.timeOut];

/** Limits that cannot be cancelled, shortened or removed while they run (UKGC RTS 13, LCCP 3.5.3). */
export const isLockedWhileRunning = (type: LimitType): boolean => RESTRICTION_TYPES.includes(type);

/** The "extra limits" section (limits-coupon-auth.md §4): refused while a special block (37) runs. */
export const EXTRA_TYPES: readonly LimitType[] = [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.session, LIMIT_TYPE.timeOut];

/** A change a player asked for, in the backend's units (money in minor units; null: remove). */
export interface LimitChange {
  type: LimitType;
  value: number | null;
  selfExcludeReasonId?: number | null;
}

/** Saves (POST limits) a player may make within CAPTCHA_WINDOW_S before the next one needs a captcha. */
export const SAVES_BEFORE_CAPTCHA = 5;
export const CAPTCHA_WINDOW_S = 10 * 60;

/** How long a questions token (tokenGuid) waits for its answers. */
export const TEST_TTL_S = 15 * 60;

/** A bearer token issued longer ago than this is not fresh enough for the self-exclusion reasons. */
export const FRESH_TOKEN_MAX_AGE_S = 5 * 60;
