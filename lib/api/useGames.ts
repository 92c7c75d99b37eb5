import useSWR from 'swr';
import { LIVE_REFRESH_MS } from '@/lib/config/refresh';
import { fetchGames, gamesKey, type Game, type GamesQuery } from './games';

/**
 * The SWR hook of the games endpoint (lib/api/games.ts). Beside the endpoint's file rather than in
 * it, because server components read games too and swr's server build has no hook to import.
 * `initial` is the server's snapshot: shown at once and, unless `askNow`, not fetched again on
 * mount. Live events are kept fresh every LIVE_REFRESH_MS; the line's list changes too slowly to
 * poll.
 */
export function useGames(query: GamesQuery, initial?: Game[], { askNow = false }: { askNow?: boolean } = {}) {
  return useSWR(gamesKey(query), () => fetchGames(query), {
    fallbackData: initial,
    refreshInterval: query.section === 'live' ? LIVE_REFRESH_MS : 0,
    revalidateOnMount: askNow || initial === undefined,
  });
}
