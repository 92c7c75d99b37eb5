import * as z from 'zod/mini';
import { getJson, query } from './http';

export const PromotionSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
  accent: z.string(),
  endsAt: z.nullable(z.string()),
  kind: z.enum(['sport', 'casino']),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const promotionsKey = (lng: string) => `/web-api/promotions${query({ lng })}`;
export const promotionKey = (slug: string, lng: string) =>
  `/web-api/promotions/${encodeURIComponent(slug)}${query({ lng })}`;

export function fetchPromotions(lng: string): Promise<Promotion[]> {
  return getJson(promotionsKey(lng), z.array(PromotionSchema));
}

export function fetchPromotion(slug: string, lng: string): Promise<Promotion> {
  return getJson(promotionKey(slug, lng), PromotionSchema);
}
