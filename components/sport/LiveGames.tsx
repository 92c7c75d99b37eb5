'use client';

import { Suspense, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Game, GamesQuery } from '@/lib/api/games';
import { LIVE_REFRESH_MS } from '@/lib/config/refresh';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadBoundary } from '@/components/ui/LoadBoundary';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { useRemoteEntry, type RemoteStatus } from '@/components/remotes/useRemoteEntry';
import { LineBoard } from './LineBoard';

// The list's refresher (SWR, ≈5 kB gzip) is needed when the first refresh is due, not to show the
// server's list: until then the board needs no fetching code (issue 10 point 3).
const LiveGamesFresh = lazyWithRetry(() => import('./LiveGamesFresh').then((m) => m.LiveGamesFresh));

/**
 * Live events, first rendered on the server, then kept fresh in the browser every LIVE_REFRESH_MS
 * (the prices in between come from the feed). With nothing from the server it loads them at once.
 * A refresher that cannot load keeps the server's list on screen; with no list it offers a retry.
 */
export function LiveGames({ query, initial }: { query: GamesQuery; initial?: Game[] }) {
  const t = useTranslations('states');
  const [keptFresh, setKeptFresh] = useState(initial === undefined);
  const [status, setStatus] = useState<RemoteStatus>(initial ? 'ready' : 'loading');
  // The live block is a remote component of the live app: its entry follows what it shows.
  useRemoteEntry('live', 'component', status);
  useEffect(() => {
    if (keptFresh) return;
    const due = window.setTimeout(() => setKeptFresh(true), LIVE_REFRESH_MS);
    return () => window.clearTimeout(due);
  }, [keptFresh]);

  const board = initial ? (
    <LineBoard games={initial} section={query.section} />
  ) : (
    <p className="muted" role="status" aria-busy="true">
      {t('loading')}
    </p>
  );
  if (!keptFresh) return board;
  return (
    <LoadBoundary fallback={(retry) => (initial ? board : <ErrorState onRetry={retry} />)}>
      <Suspense fallback={board}>
        <LiveGamesFresh query={query} initial={initial} onStatus={setStatus} />
      </Suspense>
    </LoadBoundary>
  );
}
