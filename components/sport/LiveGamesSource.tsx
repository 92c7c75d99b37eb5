'use client';

import { useEffect } from 'react';
import type { Game, GamesQuery } from '@/lib/api/games';
import { useGames } from '@/lib/api/useGames';
import type { LiveGamesState } from './liveGamesState';

/**
 * The live list kept fresh by its SWR hook and told to the block (`onState`); it draws nothing.
 * Its own chunk: the block needs it (and swr) when the first refresh is due (LiveGames). Mounted
 * then, it asks at once, and every LIVE_REFRESH_MS after.
 */
export function LiveGamesSource({ query, initial, onState }: { query: GamesQuery; initial?: Game[]; onState: (state: LiveGamesState) => void }) {
  const { data, error, mutate } = useGames(query, initial, { askNow: true });
  const failed = error !== undefined;
  useEffect(() => onState({ games: data, failed, retry: () => void mutate() }), [onState, data, failed, mutate]);
  return null;
}
