'use client';

import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Game, GamesQuery } from '@/lib/api/games';
import { LIVE_REFRESH_MS } from '@/lib/config/refresh';
import { sameListDrawing } from '@/lib/line/sameDrawing';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadBoundary } from '@/components/ui/LoadBoundary';
import { SourceLoadFailed } from '@/components/ui/SourceLoadFailed';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { useRemoteEntry } from '@/components/remotes/useRemoteEntry';
import { LineBoard } from './LineBoard';
import type { LiveGamesState } from './liveGamesState';

// The list's refresher (SWR) is needed when the first refresh is due, not to show the
// server's list: until then the block carries no fetching code (docs/decisions/live-refresh.md).
const LiveGamesSource = lazyWithRetry(() => import('./LiveGamesSource').then((m) => m.LiveGamesSource));

/**
 * Live events, first rendered on the server, then kept fresh in the browser every LIVE_REFRESH_MS
 * (the prices in between come from the feed). With nothing from the server it loads them at once.
 * A failed refresh keeps showing the last good list; with nothing to show it offers a retry. The
 * board stays one element throughout: a refresh changes its rows, never remounts it. `children`
 * is the server's rendering of `initial` (DefaultLineGroups), shown while a refreshed list draws
 * the same (the same games and groups: prices, scores and clocks follow the live stores).
 */
export function LiveGames({ query, initial, children }: { query: GamesQuery; initial?: Game[]; children?: ReactNode }) {
  const t = useTranslations('states');
  const [due, setDue] = useState(initial === undefined);
  const [{ games, failed, retry }, setState] = useState<LiveGamesState>({ games: initial, failed: false, retry: null });
  // Another section (or the same one rendered afresh) in the same place shows the server's new list
  // at once; with none, it is read at once.
  const [shownInitial, setShownInitial] = useState(initial);
  if (shownInitial !== initial) {
    setShownInitial(initial);
    setState({ games: initial, failed: false, retry: null });
    if (initial === undefined) setDue(true);
  }
  // A refreshed list renders in the background, in slices, so it never holds the page up (the
  // live prices in between come from the feed; docs/decisions/live-feed.md).
  const shown = useDeferredValue(games);
  // The live block is a remote component of the live app: its entry follows what it shows.
  useRemoteEntry('live', 'component', games ? 'ready' : failed ? 'error' : 'loading');
  useEffect(() => {
    if (due) return;
    const timer = window.setTimeout(() => setDue(true), LIVE_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [due]);
  return (
    <>
      {due ? (
        <LoadBoundary fallback={(again) => <SourceLoadFailed<LiveGamesState> retry={again} onState={setState} />}>
          <Suspense fallback={null}>
            <LiveGamesSource query={query} initial={initial} onState={setState} />
          </Suspense>
        </LoadBoundary>
      ) : null}
      {shown ? (
        <LineBoard games={shown} section={query.section} stale={initial === undefined || !sameListDrawing(shown, initial)}>
          {children}
        </LineBoard>
      ) : failed ? (
        <ErrorState onRetry={() => retry?.()} />
      ) : (
        <p className="muted" role="status" aria-busy="true">
          {t('loading')}
        </p>
      )}
    </>
  );
}
