import { getJson, orNullIfNotFound, query } from './http';
import { GameSchema, type Game } from './games';

export const gameKey = (id: string, lng: string) => `/web-api/line/games/${encodeURIComponent(id)}${query({ lng })}`;

/** One event with all its markets; null when the backend has no such event. */
export function fetchGame(id: string, lng: string): Promise<Game | null> {
  return orNullIfNotFound(getJson(gameKey(id, lng), GameSchema));
}
