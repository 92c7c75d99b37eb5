import * as z from 'zod/mini';

/** What a promo code gives in the player's currency (docs/promotions-api.md "Promo codes"); amounts in major units. */
export const PromoOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['bonus', 'freebet']),
  product: z.enum(['sport', 'casino']),
  amount: z.number(),
  iso: z.string(),
  wagerMultiplier: z.int(),
  minOdds: z.nullable(z.number()),
  days: z.int(),
  channel: z.enum(['any', 'office', 'coupon']),
  requiresDeposit: z.boolean(),
  minStake: z.nullable(z.number()),
  validUntil: z.nullable(z.string()),
});
export type PromoOffer = z.infer<typeof PromoOfferSchema>;
