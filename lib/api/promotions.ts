import * as z from 'zod/mini';
import { getJson, query } from './http';

/** Minor units by currency, e.g. `{ RUB: 1000000 }`. */
const ByCurrency = z.record(z.string(), z.number());

export const PromotionOfferSchema = z.union([
  z.object({ type: z.literal('first_deposit'), product: z.enum(['sport', 'casino']) }),
  z.object({ type: z.literal('promo_code'), code: z.string() }),
  z.object({ type: z.literal('cashback'), programme: z.enum(['vip', 'premium']) }),
  z.object({ type: z.literal('join'), code: z.optional(z.string()) }),
]);
export type PromotionOffer = z.infer<typeof PromotionOfferSchema>;

export const PromotionTermsSchema = z.object({
  product: z.enum(['sport', 'casino']),
  bonusPercent: z.optional(z.number()),
  cap: z.optional(ByCurrency),
  minDeposit: z.optional(ByCurrency),
  minStake: z.optional(ByCurrency),
  amount: z.optional(ByCurrency),
  wagerMultiplier: z.optional(z.number()),
  minOddsX100: z.optional(z.number()),
  days: z.optional(z.number()),
  weights: z.optional(z.record(z.string(), z.number())),
  ratesByLevel: z.optional(z.array(z.nullable(z.number()))),
  claimDays: z.optional(z.number()),
});
export type PromotionTermsData = z.infer<typeof PromotionTermsSchema>;

export const PromotionSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
  accent: z.string(),
  endsAt: z.nullable(z.string()),
  kind: z.enum(['sport', 'casino']),
  // What "take part" does and the terms as numbers (docs/promotions-api.md "Promotions"); null for a promotion without them.
  offer: z.optional(z.nullable(PromotionOfferSchema)),
  terms: z.optional(z.nullable(PromotionTermsSchema)),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const promotionsKey = (lng: string) => `/web-api/promotions${query({ lng })}`;
export const promotionKey = (slug: string, lng: string) =>
  `/web-api/promotions/${encodeURIComponent(slug)}${query({ lng })}`;

export function fetchPromotions(lng: string): Promise<Promotion[]> {
  return getJson(promotionsKey(lng), z.array(PromotionSchema));
}

export function fetchPromotion(slug: string, lng: string): Promise<Promotion> {
  return getJson(promotionKey(slug, lng), PromotionSchema);
}
