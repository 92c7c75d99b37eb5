import useSWR from 'swr';
import * as z from 'zod/mini';
import { CasinoGameSchema } from './casinoGames';
import { getJson, query } from './http';

// The games the player played last (docs/casino-api.md "Recently played (signed in)"): the backend
// records a round's start and keeps each player's last 50, so every browser shows the same list.
// A guest gets 401, so no call is made for him. The SWR hook lives here: no server component reads it.

/** A game list item and when the player last started a round of it (ISO time). */
export const RecentGameSchema = z.extend(CasinoGameSchema, { playedAt: z.string() });
export type RecentGame = z.infer<typeof RecentGameSchema>;

const RecentAnswerSchema = z.object({ items: z.array(RecentGameSchema) });

/** What the backend keeps and answers at most (limit 1–50, 20 when not given). */
export const RECENT_MAX = 50;

export interface RecentQuery {
  lng: string;
  limit?: number;
}

export const recentKey = (q: RecentQuery) => `/web-api/casino/recent${query({ limit: q.limit, lng: q.lng })}`;

/** `GET /web-api/casino/recent`: newest first; the first is the game to "continue playing". */
export async function fetchRecent(q: RecentQuery): Promise<RecentGame[]> {
  return (await getJson(recentKey(q), RecentAnswerSchema)).items;
}

/** The player's recent games; no call while signed out (`userId` null). His id keys them, like his favourites. */
export function useRecentGames(q: RecentQuery, userId: number | null) {
  return useSWR(userId === null ? null : [recentKey(q), userId], () => fetchRecent(q));
}
