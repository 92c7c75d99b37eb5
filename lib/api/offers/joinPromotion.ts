import * as z from 'zod/mini';
import { query, requestJson } from '../http';
import { JoinedOfferSchema } from './offers';

/** Where to go after joining: the deposit with a bonus chosen, or the office's cashback. */
const NextSchema = z.nullable(
  z.union([
    z.object({ route: z.literal('officeRecharge'), bonusChoice: z.union([z.literal(1), z.literal(2)]) }),
    z.object({ route: z.literal('officeCashback'), programme: z.enum(['vip', 'premium']) }),
  ]),
);
const JoinSchema = z.extend(JoinedOfferSchema, { next: NextSchema });
export type JoinAnswer = z.infer<typeof JoinSchema>;

/** `POST /web-api/promotions/{id}/join` (docs/promotions-api.md "Offers"): "take part"; joining again answers the same. */
export function joinPromotion(promotionId: number, lng: string): Promise<JoinAnswer> {
  return requestJson(`/web-api/promotions/${promotionId}/join${query({ lng })}`, { method: 'POST', schema: JoinSchema });
}
