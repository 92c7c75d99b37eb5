'use client';

import { useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { markFavorite, useFavorites } from '@/lib/api/casinoFavorites';
import { ApiError } from '@/lib/api/http';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserId } from '@/store/slices/app';
import { modalOpened } from '@/store/slices/modals';
import { notificationShown } from '@/store/slices/notifications';
import { HeartButton } from './HeartButton';

/**
 * The heart on a game tile (docs/decisions/casino-favourites.md). Signed in, it marks or unmarks the game on the
 * backend at once (optimistic) and puts it back if the backend refuses, with a notification. A
 * guest is asked to sign in instead and nothing is stored. Until the list has loaded the heart is
 * not pressed: it never claims a favourite the page has not seen.
 */
export function FavoriteButton({ gameId, gameName }: { gameId: number; gameName: string }) {
  const t = useTranslations('casinoLobby.favorites');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  // Signed in is `app.userId` set (shell-and-routing.md §4), seeded by the server for the first render.
  const userId = useAppSelector(selectUserId);
  const signedIn = userId !== null;
  // Only `data` and `mutate` are read, so a heart is drawn again when the list changes, not
  // each time it is being read (SWR tracks what a component reads).
  const { data, mutate } = useFavorites(lng, userId, { heart: true });
  const pressed = signedIn && (data?.ids.includes(gameId) ?? false);
  // One change of this heart at a time: a second click while the first is on its way could reach
  // the backend first and leave the opposite of what the player sees.
  const busy = useRef(false);

  const onClick = async () => {
    if (!signedIn) {
      dispatch(modalOpened({ kind: 'login' }));
      return;
    }
    if (busy.current) return;
    busy.current = true;
    try {
      await markFavorite(mutate, gameId, !pressed);
    } catch (error) {
      // SWR has already put the list back; the player hears why.
      if (error instanceof ApiError && error.status === 401) dispatch(modalOpened({ kind: 'login' }));
      else dispatch(notificationShown({ type: 'error', message: failureText(error, t) }));
    } finally {
      busy.current = false;
    }
  };

  return <HeartButton pressed={pressed} label={t(pressed ? 'remove' : 'add', { name: gameName })} onClick={() => void onClick()} />;
}

type Translate = ReturnType<typeof useTranslations<'casinoLobby.favorites'>>;

/** The cap has words of its own (with the backend's number); anything else is a failed save. */
function failureText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.code === 'favorites_full') {
    const max = Number(error.meta?.max);
    if (Number.isFinite(max)) return t('full', { max });
  }
  return t('saveError');
}
