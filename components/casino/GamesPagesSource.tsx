'use client';

import { useEffect, useMemo } from 'react';
import type { CasinoGamesPage } from '@/lib/api/casinoGamesPage';
import { useCasinoGamesPages } from '@/lib/api/useCasinoGamesPages';
import type { CasinoListQuery } from '@/lib/config/casino';
import type { GamesPagesState } from './gamesPages';

/**
 * The pages of a growing game list, read through their SWR hook and told to the grid (`onState`);
 * it draws nothing. Its own chunk: the grid needs it (and swr) only when the player wants a second
 * page (InfiniteGameGrid). `size` is how many pages the player wants.
 */
export function GamesPagesSource({ lng, query, first, pageSize, size, onState }: { lng: string; query: CasinoListQuery; first: CasinoGamesPage; pageSize: number; size: number; onState: (state: GamesPagesState) => void }) {
  const { data, size: asked, setSize, isValidating, error, mutate } = useCasinoGamesPages(query, lng, pageSize, first);
  // The hook starts at the server's page (it reads nothing on mount); each page wanted is asked for.
  useEffect(() => {
    if (asked !== size) void setSize(size);
  }, [asked, size, setSize]);
  const pages = useMemo(() => data ?? [first], [data, first]);
  const failed = error !== undefined;
  useEffect(() => onState({ pages, validating: isValidating, failed, retry: () => void mutate() }), [onState, pages, isValidating, failed, mutate]);
  return null;
}
