import useSWR from 'swr';
import { casinoGamesKey, fetchCasinoGames } from './casinoGames';
import { casinoSearchKey, fetchCasinoSearch, searchTerm, SEARCH_MIN_LENGTH, type CasinoSearchAnswer } from './casinoSearch';
import { useDebouncedValue } from './useDebouncedValue';

/** How long the player pauses before the search asks: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface CasinoSearchState {
  /** The typed query, trimmed: what the words on screen quote. */
  term: string;
  /** Whether it has the 2 letters a search needs; below that nothing is asked. */
  searchable: boolean;
  /**
   * The answer to show. While the next query loads it is still the previous one (`answer.q` says
   * which), so the list does not blink empty at every key; never shown below 2 letters.
   */
  answer: CasinoSearchAnswer | undefined;
  /** A request is on its way, or the player has typed and the pause has not come yet. */
  loading: boolean;
  /** The current query failed (and is not being asked again). */
  failed: boolean;
  /** Asks the current query again. */
  retry: () => void;
}

/**
 * The SWR hook of the casino search (lib/api/casinoSearch.ts), beside the endpoint's file because
 * server components may import the endpoint and swr's server build has no hook. The header's box
 * and the search page use it alike, each with its own `limit`.
 */
export function useCasinoSearch(raw: string, lng: string, limit?: number): CasinoSearchState {
  const term = searchTerm(raw);
  const settled = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const searchable = term.length >= SEARCH_MIN_LENGTH;
  // Below 2 letters the backend answers 400: no request, also while the pause after "a" runs out.
  const asked = searchable && settled.length >= SEARCH_MIN_LENGTH ? settled : null;
  const { data, error, isValidating, mutate } = useSWR(
    asked === null ? null : casinoSearchKey({ q: asked, lng, limit }),
    () => fetchCasinoSearch({ q: asked ?? '', lng, limit }),
    {
      keepPreviousData: true,
      // A search's answer does not change while the player looks at it.
      revalidateOnFocus: false,
      // A failure shows its retry button; a retry of its own would swap the message for a spinner
      // under the player's eyes.
      shouldRetryOnError: false,
    },
  );
  const loading = searchable && (term !== settled || isValidating);
  return {
    term,
    searchable,
    answer: searchable ? data : undefined,
    loading,
    failed: searchable && !loading && error !== undefined,
    retry: () => void mutate(),
  };
}

/** How many popular games the search page shows while the query is too short to search. */
export const SEARCH_POPULAR_GAMES = 16;

/**
 * The popular games the search page offers before the player has typed 2 letters (the lobby's
 * list `?tag=popular`, not the search, which refuses so short a query); asked only when `wanted`.
 */
export function usePopularCasinoGames(lng: string, wanted: boolean) {
  const q = { lng, tag: 'popular', limit: SEARCH_POPULAR_GAMES };
  return useSWR(wanted ? casinoGamesKey(q) : null, () => fetchCasinoGames(q), { revalidateOnFocus: false, shouldRetryOnError: false });
}
