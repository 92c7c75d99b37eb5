import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, query } from '../http';

/** One redeemed code (docs/promotions-api.md "Promo codes"), with where its bonus stands. */
export const RedemptionSchema = z.object({
  id: z.int(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(['bonus', 'freebet']),
  product: z.enum(['sport', 'casino']),
  channel: z.enum(['office', 'coupon']),
  couponId: z.nullable(z.int()),
  amount: z.number(),
  iso: z.string(),
  redeemedAt: z.string(),
  bonus: z.object({ bonusId: z.int(), status: z.nullable(z.string()), deadline: z.nullable(z.string()) }),
});
export type Redemption = z.infer<typeof RedemptionSchema>;
const HistorySchema = z.object({ items: z.array(RedemptionSchema) });

export const promoHistoryKey = (lng: string) => `/web-api/promo-codes/history${query({ lng })}`;

export async function fetchPromoHistory(lng: string): Promise<Redemption[]> {
  return (await getJson(promoHistoryKey(lng), HistorySchema)).items;
}

export function usePromoHistory(lng: string) {
  return useSWR(promoHistoryKey(lng), () => fetchPromoHistory(lng));
}
