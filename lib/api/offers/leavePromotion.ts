import { query, requestJson } from '../http';
import { JoinedOfferSchema, type JoinedOffer } from './offers';

/** `DELETE /web-api/promotions/{id}/join` (docs/promotions-api.md "Offers"): leaves an opt-in. */
export function leavePromotion(promotionId: number, lng: string): Promise<JoinedOffer> {
  return requestJson(`/web-api/promotions/${promotionId}/join${query({ lng })}`, { method: 'DELETE', schema: JoinedOfferSchema });
}
