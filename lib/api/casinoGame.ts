import * as z from 'zod/mini';
import { getJson, orNullIfNotFound, query } from './http';
import { CasinoGameSchema } from './casinoGames';

export const casinoGameKey = (route: string, lng: string) => `/web-api/casino/games/${encodeURIComponent(route)}${query({ lng })}`;

export const VOLATILITIES = ['low', 'medium', 'high'] as const;

/**
 * One game's details (docs/casino-api.md "Game"): the list item plus its theoretical RTP (percent),
 * its volatility and whether the backend plays it (`demo`: demo and real play in the site's frame).
 * A backend that leaves them out gets a game with no figures that does not play here.
 */
export const CasinoGameDetailsSchema = z.extend(CasinoGameSchema, {
  rtp: z.optional(z.nullable(z.number())),
  volatility: z.optional(z.nullable(z.enum(VOLATILITIES))),
  demo: z.optional(z.boolean()),
});
export type CasinoGameDetails = z.infer<typeof CasinoGameDetailsSchema>;

/** One casino game by its route; null when the backend has none. */
export function fetchCasinoGame(route: string, lng: string): Promise<CasinoGameDetails | null> {
  return orNullIfNotFound(getJson(casinoGameKey(route, lng), CasinoGameDetailsSchema));
}
