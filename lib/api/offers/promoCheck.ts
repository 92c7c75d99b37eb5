import * as z from 'zod/mini';
import { query, requestJson } from '../http';
import { PromoOfferSchema, type PromoOffer } from './promoOffer';

const CheckSchema = z.object({ offer: PromoOfferSchema });

/**
 * `POST /web-api/promo-codes/check` (docs/promotions-api.md): what the code would give, redeeming
 * nothing; a code that would be refused throws the same ApiError redeeming would (lib/offers/promoErrors.ts).
 */
export async function checkPromoCode(code: string, lng: string): Promise<PromoOffer> {
  return (await requestJson(`/web-api/promo-codes/check${query({ lng })}`, { method: 'POST', body: { code }, schema: CheckSchema })).offer;
}
