import { getJson, orNullIfNotFound, query } from './http';
import { CasinoGameSchema, type CasinoGame } from './casinoGames';

export const casinoGameKey = (route: string, lng: string) => `/web-api/casino/games/${encodeURIComponent(route)}${query({ lng })}`;

/** One casino game by its route; null when the backend has none. */
export function fetchCasinoGame(route: string, lng: string): Promise<CasinoGame | null> {
  return orNullIfNotFound(getJson(casinoGameKey(route, lng), CasinoGameSchema));
}
