import useSWR from 'swr';
import * as z from 'zod/mini';
import { FRIEND_STATES } from '@/lib/referrals/states';
import { getJson, query } from '../http';

/**
 * `GET /web-api/referrals` (docs/referrals-api.md "The programme"): the player's code and link,
 * the terms, his friends (masked logins, newest first) and the totals. Amounts in major units.
 */
const FriendSchema = z.object({
  id: z.string(),
  login: z.string(),
  registeredAt: z.string(),
  status: z.enum(FRIEND_STATES),
  reason: z.nullable(z.string()),
  reward: z.nullable(z.number()),
  rewardCurrency: z.nullable(z.string()),
});
export type Friend = z.infer<typeof FriendSchema>;

export const ReferralProgrammeSchema = z.object({
  code: z.string(),
  link: z.string(),
  terms: z.object({
    reward: z.nullable(z.number()),
    currency: z.string(),
    minimums: z.array(z.object({ currency: z.string(), amount: z.number() })),
    cookieDays: z.int(),
  }),
  friends: z.array(FriendSchema),
  totals: z.object({ friends: z.int(), deposited: z.int(), rewarded: z.int(), earned: z.number(), currency: z.string() }),
});
export type ReferralProgramme = z.infer<typeof ReferralProgrammeSchema>;

export const referralsKey = (lng: string) => `/web-api/referrals${query({ lng })}`;

export function fetchReferrals(lng: string): Promise<ReferralProgramme> {
  return getJson(referralsKey(lng), ReferralProgrammeSchema);
}

/** The programme for the office page (client only). */
export function useReferrals(lng: string) {
  return useSWR(referralsKey(lng), () => fetchReferrals(lng));
}
