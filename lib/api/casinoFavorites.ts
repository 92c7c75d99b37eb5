import useSWR, { type KeyedMutator } from 'swr';
import * as z from 'zod/mini';
import { CasinoGameSchema, type CasinoGame } from './casinoGames';
import { getJson, query, requestJson } from './http';

// The player's favourite games (docs/casino-api.md "Favourites (signed in)"): kept on the backend,
// so every browser shows the same hearts. A guest gets 401 on every call, so none is made for him.
// The SWR hook lives here: no server component reads favourites (they are the player's own).

const FAVORITES_PATH = '/web-api/casino/favorites';

const FavoritesAnswerSchema = z.object({ items: z.array(CasinoGameSchema) });
const MarkAnswerSchema = z.object({ gameId: z.int(), favorite: z.boolean() });
const ClearAnswerSchema = z.object({ removed: z.int() });

/**
 * The list as the page holds it. `ids` is what the hearts read, `items` what the screens draw. They
 * differ only while an added game is on its way: a heart knows its game's id and name, not the whole
 * list item, so the new id goes first in `ids` at once and its item arrives with the next read.
 */
export interface FavoritesList {
  ids: number[];
  items: CasinoGame[];
}

/** The list's address; with the player's id it is the one SWR key every heart of a page shares (useFavorites). */
export const favoritesKey = (lng: string) => `${FAVORITES_PATH}${query({ lng })}`;

/** `GET /web-api/casino/favorites?lng=`: the last added first. */
export async function fetchFavorites(lng: string): Promise<FavoritesList> {
  const { items } = await getJson(favoritesKey(lng), FavoritesAnswerSchema);
  return { ids: items.map((game) => game.id), items };
}

// `{}` goes as the body of PUT and DELETE: the request guard takes JSON only (docs/request-guard.md).
const markPath = (gameId: number) => `${FAVORITES_PATH}/${encodeURIComponent(String(gameId))}`;

/** `PUT …/favorites/{gameId}`: idempotent, a game already marked keeps its place. 409 `favorites_full` past the cap. */
export async function addFavorite(gameId: number): Promise<void> {
  await requestJson(markPath(gameId), { method: 'PUT', body: {}, schema: MarkAnswerSchema });
}

/** `DELETE …/favorites/{gameId}`: idempotent, also for a game that was not marked. */
export async function removeFavorite(gameId: number): Promise<void> {
  await requestJson(markPath(gameId), { method: 'DELETE', body: {}, schema: MarkAnswerSchema });
}

/** `DELETE …/favorites`: every favourite unmarked; how many there were. */
export async function clearFavorites(): Promise<number> {
  const { removed } = await requestJson(FAVORITES_PATH, { method: 'DELETE', body: {}, schema: ClearAnswerSchema });
  return removed;
}

const EMPTY: FavoritesList = { ids: [], items: [] };

/** The list with one game marked (first, unless it already is one) or unmarked. */
export function withFavorite(list: FavoritesList | undefined, gameId: number, favorite: boolean): FavoritesList {
  const { ids, items } = list ?? EMPTY;
  if (favorite) return ids.includes(gameId) ? { ids, items } : { ids: [gameId, ...ids], items };
  return { ids: ids.filter((id) => id !== gameId), items: items.filter((game) => game.id !== gameId) };
}

/**
 * The player's favourites; no call while signed out (`userId` null). Every heart and screen of the
 * page calls this with the same key, so SWR makes one request for all of them. The player's id is
 * part of the key so another player signing in on the same page never sees the last one's hearts.
 * The answer is SWR's own: a heart that reads only `data` is not drawn again each time the list is
 * being read. A heart (`heart`) takes a list already read as it is: hearts come with their own
 * chunk, often after the screen's read is done, and must not each read it again.
 */
export function useFavorites(lng: string, userId: number | null, { heart = false }: { heart?: boolean } = {}) {
  return useSWR(userId === null ? null : [favoritesKey(lng), userId], () => fetchFavorites(lng), heart ? { revalidateIfStale: false } : undefined);
}

/**
 * Marks or unmarks a game at once (optimistic), rolls back when the backend refuses (the promise
 * rejects with its error), and reads the list again afterwards: that brings a new favourite's item
 * (first) and settles two hearts pressed at nearly the same time, whose optimistic lists each
 * lacked the other's change.
 */
export function markFavorite(mutate: KeyedMutator<FavoritesList>, gameId: number, favorite: boolean) {
  return mutate(
    async (current) => {
      await (favorite ? addFavorite(gameId) : removeFavorite(gameId));
      return withFavorite(current, gameId, favorite);
    },
    // Drawn over what is on screen, so another heart's change still in flight stays visible.
    { optimisticData: (committed, shown) => withFavorite(shown ?? committed, gameId, favorite), rollbackOnError: true, revalidate: true },
  );
}

/** Unmarks every game: the list is empty at once, and back as it was if the backend refuses. */
export function unmarkAllFavorites(mutate: KeyedMutator<FavoritesList>) {
  return mutate(
    async () => {
      await clearFavorites();
      return EMPTY;
    },
    { optimisticData: EMPTY, rollbackOnError: true, revalidate: true },
  );
}
