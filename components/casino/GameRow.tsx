'use client';

import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { PreviewGame } from '@/lib/api/casinoPreview';
import { useCasinoPreviewGroup } from '@/lib/api/useCasinoPreviewGroup';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { GameTile } from './GameTile';
import { useNearViewport } from './useNearViewport';
import { SKELETON_GAME_TILES } from '@/lib/config/casino';

interface GameRowProps {
  lng: string;
  groupId: string;
  title: string;
  games: PreviewGame[];
  /** The group's own page ("all"), when it has one. */
  moreHref?: string;
  /** The lobby's first rows: their art loads at once. */
  priority?: boolean;
  /** A row further down the lobby: its games are asked for only when it comes near the viewport. */
  deferred?: boolean;
  /**
   * The whole group when the page holds it already and keeps it current (the player's favourites):
   * the row's end shows it instead of asking, so a game taken out leaves the row at once.
   */
  all?: PreviewGame[];
}

/**
 * A lobby row (docs/decisions/casino-list-paging.md): the group's first games from the preview, scrolled sideways;
 * when the player reaches its end, the rest of the group is asked for (the preview call with
 * `groupId`) and joins the row.
 */
export function GameRow({ lng, groupId, title, games, moreHref, priority = false, deferred = false, all }: GameRowProps) {
  const t = useTranslations('casinoLobby.grid');
  const list = useRef<HTMLUListElement>(null);
  const [wanted, setWanted] = useState(false);
  const whole = useCasinoPreviewGroup({ lng, whence: 'lobby', groupId }, wanted && !all);
  const shown = wanted && all ? all : whole.data && whole.data.length >= games.length ? whole.data : games;
  const root = useCallback(() => list.current, []);
  const end = useNearViewport<HTMLLIElement>(() => setWanted(true), { margin: '0px 480px 0px 0px', enabled: !wanted && !deferred, root });
  const section = useNearViewport<HTMLElement>(() => setWanted(true), { enabled: !wanted && deferred });
  const waiting = deferred && !whole.data && !whole.error;
  const headingId = `row-${groupId.replace(/\W/g, '-')}`;
  return (
    <section ref={section} className="casino-row" aria-labelledby={headingId}>
      <header className="casino-row__head">
        <h2 id={headingId} className="casino-row__title">{title}</h2>
        {moreHref ? (
          <Link kind="navigation" href={moreHref} className="casino-row__more">
            {t('all')}
          </Link>
        ) : null}
      </header>
      <ul ref={list} className="casino-row__list" aria-label={title} aria-busy={waiting || whole.isLoading}>
        {shown.map((game, index) => (
          <GameTile key={game.id} game={game} priority={priority && index < 6} />
        ))}
        {waiting
          ? Array.from({ length: SKELETON_GAME_TILES }, (_, index) => (
              <li key={`skeleton-${index}`} className="game-tile skeleton-tile" data-skeleton="game" aria-hidden="true">
                <div className="game-tile__art" />
              </li>
            ))
          : null}
        <li ref={end} className="casino-row__end" aria-hidden="true" />
      </ul>
      {whole.error ? <ErrorState compact text={t('loadError')} retryLabel={t('retry')} onRetry={() => void whole.mutate()} /> : null}
    </section>
  );
}
