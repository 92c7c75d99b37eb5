'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserId } from '@/store/slices/app';
import { modalOpened } from '@/store/slices/modals';
import { HeartButton } from './HeartButton';

// A player's heart (his list on the backend, optimistic marks) comes with a player's page; a guest's
// only asks him to sign in, so a guest's casino page carries none of it (docs/decisions/first-load-imports.md).
const FavoriteButton = dynamic(() => import('./FavoriteButton').then((m) => m.FavoriteButton));

/** The heart on a game tile: a player's own (FavoriteButton), or for a guest a press that asks him to sign in. */
export function FavoriteHeart({ gameId, gameName }: { gameId: number; gameName: string }) {
  const t = useTranslations('casinoLobby.favorites');
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUserId) !== null;
  if (signedIn) return <FavoriteButton gameId={gameId} gameName={gameName} />;
  return <HeartButton pressed={false} label={t('add', { name: gameName })} onClick={() => dispatch(modalOpened({ kind: 'login' }))} />;
}
