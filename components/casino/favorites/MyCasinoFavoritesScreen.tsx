'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { unmarkAllFavorites, useFavorites } from '@/lib/api/casinoFavorites';
import { ApiError } from '@/lib/api/http';
import { GameGridSkeleton } from '@/components/casino/GameGridSkeleton';
import { GameTile } from '@/components/casino/GameTile';
import { ErrorState } from '@/components/ui/ErrorState';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserId } from '@/store/slices/app';
import { modalOpened } from '@/store/slices/modals';
import { notificationShown } from '@/store/slices/notifications';
import { LobbyEmptyState } from './LobbyEmptyState';

const HEART = '.favorite-button';

/**
 * Every favourite of the player (my-casino/favorites, docs/decisions/casino-favourites.md): a grid whose hearts take
 * a game off the list (its tile leaves at once), their count, and "Remove all" after a
 * confirmation. The page's title is the route's (RouteScreen).
 */
export function MyCasinoFavoritesScreen() {
  const t = useTranslations('casinoLobby');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return <p className="empty-state">{t('recent.signedOut')}</p>;
  return <FavoritesList userId={userId} />;
}

function FavoritesList({ userId }: { userId: number }) {
  const t = useTranslations('casinoLobby.favorites');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  // The same key as every heart on the page: one request serves them all.
  const { data, error, isValidating, mutate } = useFavorites(lng, userId);
  const [gridRef, onGridFocus] = useKeptFocus(data?.items.length ?? 0);

  if (data === undefined && error) return <ErrorState text={t('loadError')} pending={isValidating} onRetry={() => void mutate()} />;
  if (data === undefined) return <GameGridSkeleton />;
  if (data.items.length === 0) return <LobbyEmptyState text={t('empty')} linkText={t('toLobby')} />;

  const removeAll = () =>
    // The grid empties at once; SWR puts it back if the backend refuses.
    unmarkAllFavorites(mutate).catch((failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 401) dispatch(modalOpened({ kind: 'login' }));
      else dispatch(notificationShown({ type: 'error', message: t('clearError') }));
    });

  return (
    <div className="my-favorites">
      <div className="my-favorites__bar">
        {/* A status: a tile that leaves is heard as the new count. */}
        <p className="my-favorites__count" role="status">
          {t('count', { count: data.items.length })}
        </p>
        <RemoveAll count={data.items.length} onConfirm={() => void removeAll()} />
      </div>
      <ul ref={gridRef} className="game-grid" aria-label={t('title')} onFocus={onGridFocus}>
        {data.items.map((game) => (
          <GameTile key={game.id} game={game} />
        ))}
      </ul>
    </div>
  );
}

/** "Remove all", asked once more inline: the confirmation takes the focus and gives it back on cancel. */
function RemoveAll({ count, onConfirm }: { count: number; onConfirm: () => void }) {
  const t = useTranslations('casinoLobby.favorites');
  const [confirming, setConfirming] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (confirming) yes.current?.focus();
    else if (answered.current) ask.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <button ref={ask} type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
        {t('removeAll')}
      </button>
    );
  }
  const question = t('removeAllConfirm', { count });
  return (
    <div className="my-favorites__confirm" role="group" aria-label={question}>
      <p>{question}</p>
      <button ref={yes} type="button" className="btn btn--accent" onClick={onConfirm}>
        {t('removeAllYes')}
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          answered.current = true;
          setConfirming(false);
        }}
      >
        {t('cancel')}
      </button>
    </div>
  );
}

/**
 * A heart that takes its tile off the grid takes the focus with it; a keyboard player would be
 * thrown back to the top of the page. The heart that now stands where it was (or the last one)
 * gets the focus instead.
 */
function useKeptFocus(count: number) {
  const ref = useRef<HTMLUListElement>(null);
  const lastHeart = useRef(-1);

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const hearts = Array.from(ref.current?.querySelectorAll(HEART) ?? []);
    lastHeart.current = hearts.indexOf(event.target as Element);
  };

  useEffect(() => {
    const grid = ref.current;
    // Only when the focus was lost (it is on the body): focus the player moved elsewhere stays there.
    if (!grid || lastHeart.current < 0 || document.activeElement !== document.body) return;
    const hearts = grid.querySelectorAll<HTMLElement>(HEART);
    hearts[Math.min(lastHeart.current, hearts.length - 1)]?.focus();
  }, [count]);

  return [ref, onFocus] as const;
}
