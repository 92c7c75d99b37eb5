import * as z from 'zod/mini';
import { getJson, query } from './http';

/** What the site draws a game's art from (docs/casino-api.md "Art seed"). */
export const CasinoArtSchema = z.object({
  palette: z.array(z.string()),
  motif: z.string(),
  seed: z.int(),
});
export type CasinoArt = z.infer<typeof CasinoArtSchema>;

/** Tag ids (`tagId`, the preview's `GF`): the one tag a tile shows (docs/casino-api.md "Tags"). */
export const CASINO_TAGS = ['none', 'new', 'popular', 'jackpot', 'exclusive'] as const;
export type CasinoTag = (typeof CASINO_TAGS)[number];

/** A game list item (shell-and-routing.md §3: id, name, route, oldRoute, categories, tagId) and what its tile draws. */
export const CasinoGameSchema = z.object({
  id: z.int(),
  name: z.string(),
  route: z.string(),
  oldRoute: z._default(z.string(), ''),
  categories: z.array(z.string()),
  tagId: z._default(z.int(), 0),
  providerId: z.int(),
  providerSlug: z._default(z.string(), ''),
  providerName: z.string(),
  art: z._default(z.nullable(CasinoArtSchema), null),
  accent: z.string(),
  isNew: z.boolean(),
  isHot: z.boolean(),
});
export type CasinoGame = z.infer<typeof CasinoGameSchema>;

export interface CasinoGamesQuery {
  lng: string;
  category?: string;
  subcategory?: string;
  provider?: string;
  tag?: string;
  search?: string;
  limit?: number;
}

export const casinoGamesKey = (q: CasinoGamesQuery) =>
  `/web-api/casino/games${query({ ...q })}`;

/** `GET /web-api/casino/games` without paging: at most `limit` games, most popular first. */
export function fetchCasinoGames(q: CasinoGamesQuery): Promise<CasinoGame[]> {
  return getJson(casinoGamesKey(q), z.array(CasinoGameSchema));
}
