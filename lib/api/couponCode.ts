import * as z from 'zod/mini';
import { getJson, query, requestJson } from './http';

const LoadedBetSchema = z.object({
  id: z.int(),
  gameId: z.int(),
  coef: z.number(),
  isBlocked: z.boolean(),
  marketName: z.string(),
  typeId: z.int(),
  team1: z.string(),
  team2: z.string(),
  champName: z.string(),
  sportId: z.int(),
  champId: z.int(),
  isLive: z.boolean(),
  startsAt: z.string(),
  score: z.nullable(z.string()),
});
export type LoadedBet = z.infer<typeof LoadedBetSchema>;

/** A coupon saved under a code (the spec's loadCouponInputValue), at today's prices. */
export function loadCouponByCode(code: string, lng: string): Promise<{ bets: LoadedBet[] }> {
  return getJson(`/web-api/coupon/load/${encodeURIComponent(code)}${query({ lng })}`, z.object({ bets: z.array(LoadedBetSchema) }));
}

/** Saves the coupon's selections under a short code another player can load. */
export function saveCouponCode(ids: readonly number[]): Promise<{ code: string }> {
  return requestJson('/web-api/coupon/save', { method: 'POST', body: { bets: ids.map((id) => ({ id })) }, schema: z.object({ code: z.string() }) });
}
