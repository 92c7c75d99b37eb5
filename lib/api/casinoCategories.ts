import * as z from 'zod/mini';
import { getJson, query } from './http';

/** A casino category or subcategory (`slots`, `slots/free-spins`, `live/roulette`…), named in the language asked. */
export const CasinoCategorySchema = z.object({
  id: z.string(),
  parent: z.nullable(z.string()),
  name: z.string(),
  gamesCount: z.int(),
});
export type CasinoCategory = z.infer<typeof CasinoCategorySchema>;

export const casinoCategoriesKey = (lng: string) => `/web-api/casino/categories${query({ lng })}`;

/** `GET /web-api/casino/categories` (docs/casino-api.md): the category bar's entries with their counts. */
export function fetchCasinoCategories(lng: string): Promise<CasinoCategory[]> {
  return getJson(casinoCategoriesKey(lng), z.array(CasinoCategorySchema));
}
