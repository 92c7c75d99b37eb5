'use client';

import { useTranslations } from 'next-intl';
import type { CasinoGamesPage } from '@/lib/api/casinoGamesPage';
import { useCasinoGamesPages } from '@/lib/api/useCasinoGamesPages';
import type { CasinoListQuery } from '@/lib/config/casino';
import { SKELETON_GAME_TILES } from '@/lib/config/casino';
import { ErrorState } from '@/components/ui/ErrorState';
import { GameTile } from './GameTile';
import { useNearViewport } from './useNearViewport';

/**
 * A category's games that grow as the player scrolls (issue 15 point 2): the server's first page at
 * once, then the next page each time the end of the grid comes near the viewport, and a "show
 * more" button for keyboards and browsers without IntersectionObserver. A page that fails keeps
 * what is shown and offers a retry.
 */
export function InfiniteGameGrid({ lng, query, first, pageSize, label }: { lng: string; query: CasinoListQuery; first: CasinoGamesPage; pageSize: number; label: string }) {
  const t = useTranslations('casinoLobby.grid');
  const { data = [first], size, setSize, isValidating, error, mutate } = useCasinoGamesPages(query, lng, pageSize, first);
  const games = data.flatMap((page) => page.items);
  const last = data[data.length - 1] ?? first;
  const loading = size > data.length && !error;
  const more = last.hasMore && !error;
  const loadMore = () => {
    if (more && !loading && !isValidating) void setSize(size + 1);
  };
  const sentinel = useNearViewport<HTMLDivElement>(loadMore, { enabled: more && !loading });
  return (
    <div className="casino-list">
      <p className="casino-list__count muted">{t('count', { count: first.total })}</p>
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
        {error ? (
          <ErrorState compact text={t('loadError')} retryLabel={t('retry')} onRetry={() => void mutate()} />
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
