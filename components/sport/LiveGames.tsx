'use client';

import { useDeferredValue } from 'react';
import { useTranslations } from 'next-intl';
import type { Game, GamesQuery } from '@/lib/api/games';
import { useGames } from '@/lib/api/useGames';
import { ErrorState } from '@/components/ui/ErrorState';
import { LineBoard } from './LineBoard';
import { useRemoteEntry } from '@/components/remotes/useRemoteEntry';

/**
 * Live events, first rendered on the server, then kept fresh in the browser. A failed refresh
 * keeps showing the last good data; with nothing to show it offers a retry.
 */
export function LiveGames({ query, initial }: { query: GamesQuery; initial?: Game[] }) {
  const t = useTranslations('states');
  const { data, error, mutate, isValidating } = useGames(query, initial);
  // A refreshed list renders in the background, in slices, so it never holds the page up (the
  // live prices in between come from the feed; issue 12 point 9).
  const shown = useDeferredValue(data);
  // The live block is a remote component of the live app: its entry follows what it shows.
  useRemoteEntry('live', 'component', data ? 'ready' : error ? 'error' : 'loading');
  if (shown) return <LineBoard games={shown} section={query.section} />;
  if (error) return <ErrorState onRetry={() => void mutate()} />;
  return <p className="muted" role="status" aria-busy={isValidating}>
      {t('loading')}
    </p>;
}
