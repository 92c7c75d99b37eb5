import * as z from 'zod/mini';
import { CasinoGameSchema } from './casinoGames';
import { getJson, query, type GetOptions } from './http';

// The casino search (docs/casino-api.md "GET /web-api/casino/search"): games by
// their name in ru and en and by their studio, through the backend's transliteration ("aurora"
// finds «Аврора» and back) and ranking. The site only asks and draws; it never folds or ranks.

/** The backend refuses a query shorter than this after trimming (400 `validation`, parameter `q`). */
export const SEARCH_MIN_LENGTH = 2;
/** …and reads at most this many characters. */
export const SEARCH_MAX_LENGTH = 100;
/** The backend's own cap on `limit` (1–50). */
export const SEARCH_MAX_LIMIT = 50;

/** A found game: a game list item and whether its name or its studio matched the query. */
export const CasinoSearchItemSchema = z.extend(CasinoGameSchema, { matched: z.enum(['name', 'studio']) });
export type CasinoSearchItem = z.infer<typeof CasinoSearchItemSchema>;

/** `suggestions` holds the 8 most popular games when nothing is found, else it is empty. */
export const CasinoSearchAnswerSchema = z.object({
  q: z.string(),
  items: z.array(CasinoSearchItemSchema),
  suggestions: z.array(CasinoGameSchema),
});
export type CasinoSearchAnswer = z.infer<typeof CasinoSearchAnswerSchema>;

export interface CasinoSearchQuery {
  q: string;
  lng: string;
  limit?: number;
}

/**
 * The query as the backend reads it: trimmed and cut to its maximum, so "aur" and "aur " are one
 * request (and one SWR key) and a pasted essay is not a 400.
 */
export function searchTerm(raw: string): string {
  return raw.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** Whether a typed query is long enough to be asked at all (shorter ones are a 400). */
export function isSearchable(raw: string): boolean {
  return searchTerm(raw).length >= SEARCH_MIN_LENGTH;
}

export const casinoSearchKey = (q: CasinoSearchQuery) =>
  `/web-api/casino/search${query({ q: searchTerm(q.q), limit: q.limit, lng: q.lng })}`;

/** `GET /web-api/casino/search`: the found games best first, or the suggestions when none is. */
export function fetchCasinoSearch(q: CasinoSearchQuery, options: GetOptions = {}): Promise<CasinoSearchAnswer> {
  return getJson(casinoSearchKey(q), CasinoSearchAnswerSchema, options);
}
