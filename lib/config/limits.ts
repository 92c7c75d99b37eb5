/**
 * The responsible-gaming numbers of the spec (limits spec §3 "Limit type numbers", §5, §9). The
 * values a player may choose come from the service (availablelimits), never from here.
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

/** The sections of the responsible-gaming page (limits spec §2) and the types each shows. */
export const LIMIT_FAMILIES = {
  deposit: [20, 21, 22],
  wager: [1, 2, 3],
  loss: [10, 11, 12],
} as const satisfies Record<string, readonly LimitType[]>;

/** 999999999 on the 7-day deposit limit means no limit (§3). */
export const DEPOSIT_NO_LIMIT = 999_999_999;
/** −1 on the session limit means not set (§3). */
export const SESSION_NOT_SET = -1;

/** The ping while a session limit exists (§4, §9). */
export const LIMIT_PING_MS = 30_000;
/** The reality timer is set again in chunks of at most this (§9): a browser's long timeout drifts. */
export const REALITY_CHUNK_MS = 300_000;
/** A pending raise is due for the player's approval this long after it was asked for (§9). */
export const APPROVAL_DELAY_S = 86_400;
