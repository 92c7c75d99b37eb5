import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, query } from '../http';

// `GET /web-api/cashback?programme=` (docs/cashback-api.md): the player's programme page. The SWR
// hook lives here: no server component reads it (the office is the player's own).

export type Programme = 'vip' | 'premium';
export const CASHBACK_STATUSES = ['computed', 'claimed', 'expired', 'none'] as const;

const LevelSchema = z.object({ id: z.int(), key: z.enum(['bronze', 'silver', 'gold', 'platinum', 'diamond']), minPoints: z.int() });

export const CashbackWeekSchema = z.object({
  id: z.int(),
  programme: z.enum(['vip', 'premium']),
  week: z.string(),
  weekEnd: z.string(),
  level: z.int(),
  currency: z.string(),
  staked: z.number(),
  won: z.number(),
  loss: z.number(),
  rate: z.number(),
  amount: z.number(),
  status: z.enum(CASHBACK_STATUSES),
  expiresAt: z.string(),
  claimedAt: z.nullable(z.string()),
});
export type CashbackWeek = z.infer<typeof CashbackWeekSchema>;

export const CashbackScreenSchema = z.object({
  programme: z.enum(['vip', 'premium']),
  open: z.boolean(),
  rate: z.nullable(z.number()),
  currency: z.string(),
  cap: z.nullable(z.number()),
  claimDays: z.int(),
  points: z.int(),
  level: LevelSchema,
  nextLevel: z.nullable(z.extend(LevelSchema, { pointsToGo: z.int(), rate: z.nullable(z.number()) })),
  opensAt: LevelSchema,
  rates: z.array(z.extend(LevelSchema, { rate: z.nullable(z.number()) })),
  currentWeek: z.object({
    week: z.string(),
    endsAt: z.string(),
    items: z.array(z.object({ currency: z.string(), staked: z.number(), won: z.number(), loss: z.number(), amount: z.number() })),
  }),
  toClaim: z.array(CashbackWeekSchema),
  history: z.array(CashbackWeekSchema),
});
export type CashbackScreenData = z.infer<typeof CashbackScreenSchema>;

export const cashbackKey = (programme: Programme, lng: string) => `/web-api/cashback${query({ programme, lng })}`;

export function fetchCashback(programme: Programme, lng: string): Promise<CashbackScreenData> {
  return getJson(cashbackKey(programme, lng), CashbackScreenSchema);
}

export function useCashback(programme: Programme, lng: string) {
  return useSWR(cashbackKey(programme, lng), () => fetchCashback(programme, lng));
}
