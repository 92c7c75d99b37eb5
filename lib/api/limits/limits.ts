import useSWR from 'swr';
import { requestJson } from '../http';
import { languageHeader, LIMITS_V3, LimitListSchema, type Limit } from './limit';

/** `GET V3/limits`: the player's ACTIVE and PENDING limits (a type missing is not set). */
export const limitsKey = (lng: string) => [`${LIMITS_V3}/limits`, lng] as const;

export function fetchLimits(lng: string): Promise<Limit[]> {
  return requestJson(`${LIMITS_V3}/limits`, { schema: LimitListSchema, headers: languageHeader(lng) });
}

/** The player's limits; no call while signed out (limits apply only to signed-in players, limits-coupon-auth.md §6). */
export function useLimits(lng: string, signedIn = true) {
  return useSWR(signedIn ? limitsKey(lng) : null, () => fetchLimits(lng));
}
