/**
 * The limit types of the spec (limits spec §3 "Limit type numbers"), their families and periods,
 * and the numbers of the rules (docs/limits-api.md "Numbers"). No I/O here.
 */
export const LIMIT_TYPE = {
  wager24h: 1,
  wager7d: 2,
  wager30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  timeOut: 33,
  specialBlock: 37,
} as const;
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];
export const LIMIT_TYPES: readonly LimitType[] = Object.values(LIMIT_TYPE);

export type LimitState = 'ACTIVE' | 'PENDING' | 'INACTIVE';

/** What a money limit counts: stakes (wagering), the net loss, or deposits. */
export type Family = 'wager' | 'loss' | 'deposit';

export const DAY_S = 24 * 3600;

/** Money limits: their family and the length of their running window. */
export const MONEY_LIMITS: Readonly<Partial<Record<LimitType, { family: Family; periodS: number }>>> = {
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

export const FAMILY_TYPES: Readonly<Record<Family, readonly LimitType[]>> = {
  wager: [1, 2, 3],
  loss: [10, 11, 12],
  deposit: [20, 21, 22],
};

export const isLimitType = (value: number): value is LimitType => (LIMIT_TYPES as readonly number[]).includes(value);
export const isMoneyType = (type: LimitType): boolean => MONEY_LIMITS[type] !== undefined;

/**
 * Limits a player may loosen only through the cooling-off (UKGC RTS 12): a lower value holds at
 * once, a higher one or a removal waits APPROVAL_DELAY_S and the player's confirmation.
 */
export const isCoolingOffType = (type: LimitType): boolean => isMoneyType(type) || type === LIMIT_TYPE.session;

/** Limits that, while they run, refuse bets and deposits and drop bet, casino and deposit from the rights. */
export const RESTRICTION_TYPES: readonly LimitType[] = [LIMIT_TYPE.specialBlock, LIMIT_TYPE.selfExclusion, LIMIT_TYPE.timeOut];

/** Limits that cannot be cancelled, shortened or removed while they run (UKGC RTS 13, LCCP 3.5.3). */
export const isLockedWhileRunning = (type: LimitType): boolean => RESTRICTION_TYPES.includes(type);

/** The "extra limits" section (limits spec §4): refused while a special block (37) runs. */
export const EXTRA_TYPES: readonly LimitType[] = [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.session, LIMIT_TYPE.timeOut];

/** Approval of a raised limit is due at its start plus this (limits spec §9). */
export const APPROVAL_DELAY_S = 86_400;

/** The 7-day deposit limit's value that means "no limit" (limits spec §3). */
export const DEPOSIT_NO_LIMIT = 999_999_999;
/** The session limit's value that means "not set" (limits spec §3). */
export const SESSION_NOT_SET = -1;

/** The value a removal is shown with: the spec's "no limit" sentinel where it has one, else null. */
export function removalValue(type: LimitType): number | null {
  if (type === LIMIT_TYPE.deposit7d) return DEPOSIT_NO_LIMIT;
  if (type === LIMIT_TYPE.session) return SESSION_NOT_SET;
  return null;
}

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
