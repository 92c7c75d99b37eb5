import useSWR from 'swr';
import * as z from 'zod/mini';
import { requestJson } from '../http';
import { languageHeader, LIMITS_V3 } from './limit';

/** `GET V3/availablelimits`: per type the only values a player may choose (limits-coupon-auth.md §5). */
export const AvailableLimitSchema = z.object({
  type: z.int(),
  measure: z.enum(['money', 'days', 'hours', 'minutes', 'none']),
  availableValues: z.array(z.number()),
  title: z.optional(z.string()),
  currency: z.optional(z.string()),
});
export type AvailableLimit = z.infer<typeof AvailableLimitSchema>;

export const availableLimitsKey = (lng: string) => [`${LIMITS_V3}/availablelimits`, lng] as const;

export function fetchAvailableLimits(lng: string): Promise<AvailableLimit[]> {
  return requestJson(`${LIMITS_V3}/availablelimits`, { schema: z.array(AvailableLimitSchema), headers: languageHeader(lng) });
}

export function useAvailableLimits(lng: string) {
  return useSWR(availableLimitsKey(lng), () => fetchAvailableLimits(lng), { revalidateOnFocus: false });
}
