'use client';

import { useId } from 'react';
import { useFormatter, useLocale, useNow, useTranslations } from 'next-intl';
import { useFavorites } from '@/lib/api/casinoFavorites';
import { useRecentGames, type RecentGame } from '@/lib/api/casinoRecent';
import { artSrc } from '@/lib/casino/artSrc';
import { href } from '@/lib/routes/href';
import { GameGridSkeleton } from '@/components/casino/GameGridSkeleton';
import { GameTile } from '@/components/casino/GameTile';
import { gameHref } from '@/components/casino/gameHref';
import { AppLink as Link } from '@/components/ui/AppLink';
import { Panel } from '@/components/ui/Panel';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppSelector } from '@/store/hooks';
import { selectUserId } from '@/store/slices/app';
import { FavoriteButton } from './FavoriteButton';
import { LobbyEmptyState } from './LobbyEmptyState';

/** How many recent games the page asks for: the one to continue and a grid of the rest. */
const RECENT_SHOWN = 20;
/** Favourites shown here; the rest are a link away (my-casino/favorites). */
const FAVORITES_PREVIEW = 8;
/** The "played … ago" words move on while the page stays open. */
const NOW_UPDATE_MS = 60_000;

/**
 * "My casino" (docs/decisions/casino-favourites.md): the game to continue, the other recent games and the first
 * favourites. Signed-in only (the route guard sends guests to sign in); a player who signs out in
 * another tab sees a line instead of calls the backend would refuse. The page's title is the
 * route's (RouteScreen), so the parts below are headed h2.
 */
export function MyCasinoScreen() {
  const t = useTranslations('casinoLobby.recent');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return <p className="empty-state">{t('signedOut')}</p>;
  return (
    <div className="my-casino">
      <RecentParts userId={userId} />
      <FavoritesPreview userId={userId} />
    </div>
  );
}

function RecentParts({ userId }: { userId: number }) {
  const t = useTranslations('casinoLobby.recent');
  const lng = useLocale();
  const { data, error, isValidating, mutate } = useRecentGames({ lng, limit: RECENT_SHOWN }, userId);
  const [latest, ...rest] = data ?? [];

  let continued;
  if (data === undefined && error) {
    continued = <ErrorState text={t('loadError')} pending={isValidating} onRetry={() => void mutate()} />;
  } else if (data === undefined) {
    continued = <GameGridSkeleton tiles={4} />;
  } else if (latest) {
    continued = <ContinueCard game={latest} />;
  } else {
    continued = <LobbyEmptyState text={t('empty')} linkText={t('toLobby')} />;
  }

  return (
    <>
      <Panel id="my-casino-continue" title={t('continueTitle')}>
        {continued}
      </Panel>
      {rest.length > 0 ? (
        <Panel id="my-casino-recent" title={t('title')}>
          <ul className="game-grid" aria-label={t('title')}>
            {rest.map((game) => (
              <GameTile key={game.id} game={game} />
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}

/** The newest recent game, large: its art, name, studio, when it was last played and the way back in. */
function ContinueCard({ game }: { game: RecentGame }) {
  const t = useTranslations('casinoLobby.recent');
  const lng = useLocale();
  const format = useFormatter();
  const now = useNow({ updateInterval: NOW_UPDATE_MS });
  const nameId = useId();
  const playedAt = new Date(game.playedAt);
  // A time the browser cannot read is left out rather than failing the whole card.
  const known = !Number.isNaN(playedAt.getTime());
  return (
    <article className="continue-card" aria-labelledby={nameId}>
      {/* The site's own SVG art (app/casino-art), cached for a year: next/image would add nothing. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className="continue-card__art" src={artSrc(lng, game)} alt="" width={480} height={360} decoding="async" />
      <div className="continue-card__body">
        <h3 id={nameId} className="continue-card__name">
          {game.name}
        </h3>
        <p className="continue-card__provider">{game.providerName}</p>
        {known ? (
          <p className="continue-card__when">
            <time dateTime={game.playedAt}>{t('playedAt', { when: format.relativeTime(playedAt, now) })}</time>
          </p>
        ) : null}
        <Link kind="action" href={gameHref(lng, game)} className="btn btn--accent continue-card__play" aria-label={t('continueLabel', { name: game.name })}>
          {t('continue')}
        </Link>
      </div>
      <FavoriteButton gameId={game.id} gameName={game.name} />
    </article>
  );
}

function FavoritesPreview({ userId }: { userId: number }) {
  const t = useTranslations('casinoLobby.favorites');
  const lng = useLocale();
  // The same key as every heart on the page: one request serves them all.
  const { data, error, isValidating, mutate } = useFavorites(lng, userId);
  const shown = data?.items.slice(0, FAVORITES_PREVIEW) ?? [];

  let content;
  if (data === undefined && error) {
    content = <ErrorState text={t('loadError')} pending={isValidating} onRetry={() => void mutate()} />;
  } else if (data === undefined) {
    content = <GameGridSkeleton tiles={FAVORITES_PREVIEW} />;
  } else if (shown.length === 0) {
    content = <LobbyEmptyState text={t('empty')} linkText={t('toLobby')} />;
  } else {
    content = (
      <ul className="game-grid" aria-label={t('title')}>
        {shown.map((game) => (
          <GameTile key={game.id} game={game} />
        ))}
      </ul>
    );
  }

  return (
    <Panel
      id="my-casino-favorites"
      title={t('title')}
      more={shown.length > 0 ? { href: href(lng, 'myCasinoFavorites'), label: t('all') } : undefined}
    >
      {content}
    </Panel>
  );
}
