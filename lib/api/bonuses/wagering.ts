import * as z from 'zod/mini';
import { getJson, query } from '../http';
import { NOT_COUNTED_REASONS, type NotCountedReason } from '@/lib/rules/offerReasons';

export { NOT_COUNTED_REASONS, type NotCountedReason };


/** One stake in a bonus's time: a coupon or a casino round, what it counted, or why it did not. */
export const WageringEntrySchema = z.object({
  kind: z.enum(['coupon', 'round']),
  id: z.string(),
  placedAt: z.string(),
  settledAt: z.nullable(z.string()),
  status: z.string(),
  stake: z.number(),
  odds: z.nullable(z.number()),
  game: z.nullable(z.string()),
  weight: z.nullable(z.number()),
  counted: z.number(),
  reason: z.nullable(z.enum(NOT_COUNTED_REASONS)),
});
export type WageringEntry = z.infer<typeof WageringEntrySchema>;

const WageringPageSchema = z.object({
  bonusId: z.int(),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  countedTotal: z.int(),
  items: z.array(WageringEntrySchema),
});
export type WageringPage = z.infer<typeof WageringPageSchema>;

export const wageringKey = (bonusId: number, page: number, lng: string) => `/web-api/bonuses/${bonusId}/wagering${query({ page, lng })}`;

/** `GET /web-api/bonuses/{id}/wagering` (docs/bonuses-api.md): one page of the stakes, newest first. */
export function fetchWagering(bonusId: number, page: number, lng: string): Promise<WageringPage> {
  return getJson(wageringKey(bonusId, page, lng), WageringPageSchema);
}
