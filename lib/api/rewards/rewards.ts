import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, query } from '../http';
import { LevelSchema, RewardTermsSchema } from './rewardTerms';

// `GET /web-api/rewards` (docs/rewards-api.md): the player's points, level, the shop in his currency,
// what he earned and bought. The SWR hook lives here: no server component reads it.

export const PurchaseSchema = z.object({
  id: z.int(),
  itemId: z.string(),
  product: z.enum(['sport', 'casino']),
  price: z.int(),
  amount: z.number(),
  currency: z.string(),
  bonusId: z.int(),
  createdAt: z.string(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const RewardsSchema = z.extend(RewardTermsSchema, {
  balance: z.int(),
  lifetime: z.int(),
  spent: z.int(),
  opening: z.int(),
  level: LevelSchema,
  nextLevel: z.nullable(z.extend(LevelSchema, { pointsToGo: z.int() })),
  earned: z.array(z.object({ product: z.enum(['sport', 'casino']), currency: z.string(), staked: z.number(), points: z.int() })),
  purchases: z.array(PurchaseSchema),
});
export type Rewards = z.infer<typeof RewardsSchema>;

export const rewardsKey = (lng: string) => `/web-api/rewards${query({ lng })}`;

export function fetchRewards(lng: string): Promise<Rewards> {
  return getJson(rewardsKey(lng), RewardsSchema);
}

export function useRewards(lng: string) {
  return useSWR(rewardsKey(lng), () => fetchRewards(lng));
}
