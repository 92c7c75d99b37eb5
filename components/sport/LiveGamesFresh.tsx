'use client';

import { useDeferredValue, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Game, GamesQuery } from '@/lib/api/games';
import { useGames } from '@/lib/api/useGames';
import { ErrorState } from '@/components/ui/ErrorState';
import type { RemoteStatus } from '@/components/remotes/useRemoteEntry';
import { LineBoard } from './LineBoard';

/**
 * Live events kept fresh by their SWR hook (the part of LiveGames that loads when the list is
 * first refreshed). A failed refresh keeps showing the last good data; with nothing to show it
 * offers a retry. `onStatus` hears what the block shows, for the live app's remote entry.
 */
export function LiveGamesFresh({ query, initial, onStatus }: { query: GamesQuery; initial?: Game[]; onStatus: (status: RemoteStatus) => void }) {
  const t = useTranslations('states');
  // Mounted when a refresh is due (or with nothing from the server): it asks at once.
  const { data, error, mutate, isValidating } = useGames(query, initial, { askNow: true });
  // A refreshed list renders in the background, in slices, so it never holds the page up (the
  // live prices in between come from the feed; issue 12 point 9).
  const shown = useDeferredValue(data);
  const status: RemoteStatus = data ? 'ready' : error ? 'error' : 'loading';
  useEffect(() => onStatus(status), [onStatus, status]);
  if (shown) return <LineBoard games={shown} section={query.section} />;
  if (error) return <ErrorState onRetry={() => void mutate()} />;
  return (
    <p className="muted" role="status" aria-busy={isValidating}>
      {t('loading')}
    </p>
  );
}
