// The responsible-gaming limit types (limits-coupon-auth.md §3 "Limit type numbers", §4, §9;
// docs/limits-api.md "Numbers"): the numbers, what each counts and its "no limit" value, read alike
// by the responsible-gaming page and the backend that enforces them (docs/decisions/shared-rules.md).

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
  /** The spec's "special block": the player's own block of his account. */
  specialBlock: 37,
} as const;
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];
export const LIMIT_TYPES: readonly LimitType[] = Object.values(LIMIT_TYPE);

export const isLimitType = (value: number): value is LimitType => (LIMIT_TYPES as readonly number[]).includes(value);

/** The money limits by what they count (stakes, the net loss, deposits), each 24 h, 7 d, 30 d. */
export const LIMIT_FAMILIES = {
  deposit: [20, 21, 22],
  wager: [1, 2, 3],
  loss: [10, 11, 12],
} as const satisfies Record<string, readonly LimitType[]>;
export type LimitFamily = keyof typeof LIMIT_FAMILIES;

/** The family of a money limit type; null for any other type. */
export function familyOf(type: number): LimitFamily | null {
  for (const [family, types] of Object.entries(LIMIT_FAMILIES)) {
    if ((types as readonly number[]).includes(type)) return family as LimitFamily;
  }
  return null;
}

export function isMoneyType(type: number): boolean {
  return familyOf(type) !== null;
}

/** What a type's values count (§3). */
export type Measure = 'money' | 'days' | 'hours' | 'minutes' | 'none';

export function measureOf(type: number): Measure {
  if (isMoneyType(type)) return 'money';
  if (type === LIMIT_TYPE.selfExclusion || type === LIMIT_TYPE.timeOut) return 'days';
  if (type === LIMIT_TYPE.session) return 'hours';
  if (type === LIMIT_TYPE.realityCheck) return 'minutes';
  return 'none';
}

/** 999999999 on the 7-day deposit limit means no limit (§3). */
export const DEPOSIT_NO_LIMIT = 999_999_999;
/** −1 on the session limit means not set (§3). */
export const SESSION_NOT_SET = -1;

/** The value that means "no limit" for a type: its sentinel where §3 gives one, else null. */
export function removalValue(type: number): number | null {
  if (type === LIMIT_TYPE.deposit7d) return DEPOSIT_NO_LIMIT;
  if (type === LIMIT_TYPE.session) return SESSION_NOT_SET;
  return null;
}

/** A pending raise is due for the player's approval this long after it started (§4, §9). */
export const APPROVAL_DELAY_S = 86_400;
