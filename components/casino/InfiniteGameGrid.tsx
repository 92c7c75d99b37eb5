'use client';

import { Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CasinoGamesPage } from '@/lib/api/casinoGamesPage';
import type { CasinoListQuery } from '@/lib/config/casino';
import { SKELETON_GAME_TILES } from '@/lib/config/casino';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadBoundary } from '@/components/ui/LoadBoundary';
import { SourceLoadFailed } from '@/components/ui/SourceLoadFailed';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { GameTile } from './GameTile';
import type { GamesPagesState } from './gamesPages';
import { useNearViewport } from './useNearViewport';

// The pages after the first are read through SWR's infinite hook: they come
// when the player first wants a second page, not with a list he only looks at the top of.
const GamesPagesSource = lazyWithRetry(() => import('./GamesPagesSource').then((m) => m.GamesPagesSource));

const startingWith = (first: CasinoGamesPage): GamesPagesState => ({ pages: [first], validating: false, failed: false, retry: null });

/**
 * A category's games that grow as the player scrolls (docs/decisions/casino-list-paging.md): the server's first page at
 * once, then the next page each time the end of the grid comes near the viewport (once the player
 * has scrolled, when the end is below the fold: useNearViewport's `afterScroll`), and a "show
 * more" button for keyboards and browsers without IntersectionObserver. A page that fails keeps
 * what is shown and offers a retry. The grid stays one element throughout (the focus on "show
 * more" is kept); what it shows comes from the pages' source once there is one.
 */
export function InfiniteGameGrid({
  lng,
  query,
  first,
  pageSize,
  label,
  count,
}: {
  lng: string;
  query: CasinoListQuery;
  first: CasinoGamesPage;
  pageSize: number;
  label: string;
  /** "120 игр", written by the server: a plural's number in the browser starts ICU (≈23 ms on a first load). */
  count: string;
}) {
  const t = useTranslations('casinoLobby.grid');
  const [wanted, setWanted] = useState(1);
  const [{ pages, validating, failed, retry }, setState] = useState<GamesPagesState>(() => startingWith(first));
  // Another list (or the same one rendered afresh) in the same place starts again from its first page.
  const [shownFirst, setShownFirst] = useState(first);
  if (shownFirst !== first) {
    setShownFirst(first);
    setWanted(1);
    setState(startingWith(first));
  }
  const games = pages.flatMap((page) => page.items);
  const last = pages[pages.length - 1] ?? first;
  const loading = wanted > pages.length && !failed;
  const more = last.hasMore && !failed;
  const loadMore = () => {
    if (more && !loading && !validating) setWanted(pages.length + 1);
  };
  const sentinel = useNearViewport<HTMLDivElement>(loadMore, { enabled: more && !loading, afterScroll: true });
  return (
    <div className="casino-list">
      {wanted > 1 ? (
        <LoadBoundary fallback={(again) => <SourceLoadFailed<GamesPagesState> retry={again} onState={setState} />}>
          <Suspense fallback={null}>
            <GamesPagesSource lng={lng} query={query} first={first} pageSize={pageSize} size={wanted} onState={setState} />
          </Suspense>
        </LoadBoundary>
      ) : null}
      <p className="casino-list__count muted">{count}</p>
      <ul className="game-grid" aria-label={label} aria-busy={loading}>
        {games.map((game, index) => (
          <GameTile key={game.id} game={game} priority={index < 4} />
        ))}
        {loading
          ? Array.from({ length: Math.min(pageSize, SKELETON_GAME_TILES) }, (_, index) => (
              <li key={`skeleton-${index}`} className="game-tile skeleton-tile" data-skeleton="game" aria-hidden="true">
                <div className="game-tile__art" />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} className="casino-list__end">
        {failed ? (
          <ErrorState compact text={t('loadError')} retryLabel={t('retry')} onRetry={() => retry?.()} />
        ) : loading ? (
          <p role="status" className="muted">{t('loadingMore')}</p>
        ) : more ? (
          <button type="button" className="btn btn--ghost casino-list__more" onClick={loadMore}>
            {t('loadMore')}
          </button>
        ) : games.length > pageSize ? (
          <p className="muted">{t('allShown', { count: games.length })}</p>
        ) : null}
      </div>
    </div>
  );
}
