import * as z from 'zod/mini';
import type { CasinoListQuery } from '@/lib/config/casino';
import { getJson, query } from './http';
import { CasinoGameSchema } from './casinoGames';

/** One page of a casino list (docs/casino-api.md `GET /web-api/casino/games` with `page`). */
export const CasinoGamesPageSchema = z.object({
  items: z.array(CasinoGameSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  hasMore: z.boolean(),
});
export type CasinoGamesPage = z.infer<typeof CasinoGamesPageSchema>;

export const casinoGamesPageKey = (q: CasinoListQuery, lng: string, page: number, pageSize: number) =>
  `/web-api/casino/games${query({ category: q.category, subcategory: q.subcategory, tag: q.tag, provider: q.provider, lng, page, pageSize })}`;

/** A page of the games of a category, subcategory, tag or studio, most popular first (pages from 1). */
export function fetchCasinoGamesPage(q: CasinoListQuery, lng: string, page: number, pageSize: number): Promise<CasinoGamesPage> {
  return getJson(casinoGamesPageKey(q, lng, page, pageSize), CasinoGamesPageSchema);
}
