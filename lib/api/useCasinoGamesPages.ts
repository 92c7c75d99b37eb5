import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { CasinoListQuery } from '@/lib/config/casino';
import { casinoGamesPageKey, fetchCasinoGamesPage, type CasinoGamesPage } from './casinoGamesPage';

/**
 * The pages of a casino list as the player scrolls (lib/api/casinoGamesPage.ts). Beside the
 * endpoint's file because server components read its first page and swr's server build has no
 * hook. `first` is the server's first page: shown at once, not fetched again.
 */
export function useCasinoGamesPages(q: CasinoListQuery, lng: string, pageSize: number, first: CasinoGamesPage) {
  // One fallback per first page: while nothing is cached (a failed read) SWR answers with it, and
  // a new array each render would be new data each render.
  const fallbackData = useMemo(() => [first], [first]);
  return useSWRInfinite(
    (index: number, previous: CasinoGamesPage | null) =>
      previous && !previous.hasMore ? null : casinoGamesPageKey(q, lng, index + 1, pageSize),
    (key: string) => fetchCasinoGamesPage(q, lng, Number(new URL(key, 'http://x').searchParams.get('page')), pageSize),
    { fallbackData, revalidateFirstPage: false, revalidateOnFocus: false, revalidateOnMount: false },
  );
}
