/**
 * The responsible-gaming page's timings (limits-coupon-auth.md §4, §9). The limit types, their
 * families and "no limit" values are in lib/rules/limitTypes.ts (the backend reads them too); the
 * values a player may choose come from the service (availablelimits), never from here.
 */

/** The ping while a session limit exists (§4, §9). */
export const LIMIT_PING_MS = 30_000;
/** The reality timer is set again in chunks of at most this (§9): a browser's long timeout drifts. */
export const REALITY_CHUNK_MS = 300_000;
