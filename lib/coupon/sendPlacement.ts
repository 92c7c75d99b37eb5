import { placeCoupon, placeSingles } from '@/lib/api/couponPlace';
import { singlesPlaced, type PendingPlacement, type PlacedPayload } from './placement';

/**
 * Sends a placement with its key, the first time or again after no answer (the backend answers a
 * repeat with what it answered first: docs/coupon-api.md "Idempotency"). Resolves with what the
 * success view shows; a refusal or no answer rejects with the ApiError.
 */
export async function sendPlacement({ key, body, singles }: PendingPlacement): Promise<PlacedPayload> {
  if (singles) return singlesPlaced(await placeSingles(body, key));
  return { coupon: await placeCoupon(body, key) };
}
