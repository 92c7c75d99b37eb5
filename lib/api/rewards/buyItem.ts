import * as z from 'zod/mini';
import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { query, requestJson } from '../http';
import { PurchaseSchema, RewardsSchema } from './rewards';

const BoughtSchema = z.extend(RewardsSchema, { purchase: PurchaseSchema });
export type Bought = z.infer<typeof BoughtSchema>;

/**
 * `POST /web-api/rewards/shop/{itemId}` with an Idempotency-Key (docs/rewards-api.md "Shop"): the
 * purchase and the player's points after it. The same key buys once (a retry after a lost answer
 * gets the first purchase); a new attempt needs a new key. Refusals are ApiErrors: `points_short`,
 * `currency_not_supported`, `self_excluded`, `time_out`, `blocked`, `banned`.
 */
export function buyItem(itemId: string, idempotencyKey: string, lng: string): Promise<Bought> {
  return requestJson(`/web-api/rewards/shop/${encodeURIComponent(itemId)}${query({ lng })}`, {
    method: 'POST',
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: BoughtSchema,
  });
}
