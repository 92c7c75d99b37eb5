import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from '../http';

// `GET /web-api/rewards/terms?currency=` (docs/rewards-api.md): public, read by the `points` page on the server.

export const LEVEL_KEYS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type LevelKey = (typeof LEVEL_KEYS)[number];

export const LevelSchema = z.object({
  id: z.int(),
  key: z.enum(LEVEL_KEYS),
  minPoints: z.int(),
  vipRate: z.number(),
  premiumRate: z.nullable(z.number()),
});
export type RewardLevel = z.infer<typeof LevelSchema>;

export const ShopItemSchema = z.object({
  id: z.string(),
  product: z.enum(['sport', 'casino']),
  price: z.int(),
  amount: z.nullable(z.number()),
  currency: z.string(),
  wager: z.int(),
  minOdds: z.nullable(z.number()),
  days: z.int(),
});
export type ShopItem = z.infer<typeof ShopItemSchema>;

export const RewardTermsSchema = z.object({
  currency: z.string(),
  rates: z.object({ sport: z.nullable(z.number()), casino: z.nullable(z.number()) }),
  levels: z.array(LevelSchema),
  cashback: z.object({ vipCap: z.nullable(z.number()), premiumCap: z.nullable(z.number()), claimDays: z.int() }),
  items: z.array(ShopItemSchema),
});
export type RewardTerms = z.infer<typeof RewardTermsSchema>;

export const rewardTermsKey = (currency: string) => `/web-api/rewards/terms${query({ currency })}`;

export function fetchRewardTerms(currency: string, options: GetOptions = {}): Promise<RewardTerms> {
  return getJson(rewardTermsKey(currency), RewardTermsSchema, options);
}
