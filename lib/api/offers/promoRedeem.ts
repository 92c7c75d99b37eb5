import * as z from 'zod/mini';
import { query, requestJson } from '../http';
import { PromoOfferSchema } from './promoOffer';

const RedeemSchema = z.object({ offer: PromoOfferSchema, bonusId: z.int(), redemptionId: z.int() });
export type Redeemed = z.infer<typeof RedeemSchema>;

/**
 * `POST /web-api/promo-codes/redeem` (docs/promotions-api.md): the code's bonus, granted once; a second
 * entry is a 409 `promo_code_already_used` and grants nothing, so a retry is safe.
 */
export function redeemPromoCode(code: string, lng: string): Promise<Redeemed> {
  return requestJson(`/web-api/promo-codes/redeem${query({ lng })}`, { method: 'POST', body: { code }, schema: RedeemSchema });
}
