import * as z from 'zod/mini';
import { getJson, query } from '../http';
import { PromotionSchema } from '../promotions';

/** A game a promotion applies to, as the casino lobby links it. */
const PromotionGameSchema = z.object({ id: z.int(), name: z.string(), route: z.string(), categories: z.array(z.string()), provider: z.string() });
const PromotionSportSchema = z.object({ id: z.int(), slug: z.string(), name: z.string() });
const PartnerSchema = z.object({ name: z.string(), role: z.string() });

/** `GET /web-api/promotion-pages/{id}` (docs/promotions-api.md "Promotions"): a promotion with its games and partners. */
export const PromotionPageSchema = z.extend(PromotionSchema, {
  cmsSlug: z.nullable(z.string()),
  games: z.object({ casino: z.array(PromotionGameSchema), sports: z.array(PromotionSportSchema) }),
  partners: z.array(PartnerSchema),
});
export type PromotionPage = z.infer<typeof PromotionPageSchema>;
export type PromotionGame = z.infer<typeof PromotionGameSchema>;

export const promotionPageKey = (id: string, lng: string) => `/web-api/promotion-pages/${encodeURIComponent(id)}${query({ lng })}`;

export function fetchPromotionPage(id: string, lng: string): Promise<PromotionPage> {
  return getJson(promotionPageKey(id, lng), PromotionPageSchema);
}
