import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, query } from '../http';

/** One promotion the player joined (docs/promotions-api.md "Offers"). */
export const JoinedOfferSchema = z.object({
  promotionId: z.int(),
  slug: z.string(),
  title: z.string(),
  kind: z.enum(['sport', 'casino']),
  offerType: z.enum(['first_deposit', 'promo_code', 'cashback', 'join']),
  status: z.enum(['joined', 'left', 'completed', 'ended']),
  joinedAt: z.string(),
  deadline: z.nullable(z.string()),
  canLeave: z.boolean(),
  code: z.nullable(z.string()),
  bonus: z.nullable(z.object({ bonusId: z.int(), status: z.string(), amount: z.number(), iso: z.string() })),
});
export type JoinedOffer = z.infer<typeof JoinedOfferSchema>;
const OffersSchema = z.object({ items: z.array(JoinedOfferSchema) });

export const offersKey = (lng: string) => `/web-api/offers${query({ lng })}`;

export async function fetchOffers(lng: string): Promise<JoinedOffer[]> {
  return (await getJson(offersKey(lng), OffersSchema)).items;
}

/** The player's offers; `enabled` false (a guest) asks nothing. */
export function useOffers(lng: string, enabled = true) {
  return useSWR(enabled ? offersKey(lng) : null, () => fetchOffers(lng));
}
