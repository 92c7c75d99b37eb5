'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useFavorites } from '@/lib/api/casinoFavorites';
import { useRecentGames } from '@/lib/api/casinoRecent';
import { href } from '@/lib/routes/href';
import { useAppSelector } from '@/store/hooks';
import { selectUserId } from '@/store/slices/app';
import { GameRow } from './GameRow';

/** As many as a preview group holds (§9's 16 tiles); the row shows the rest at its end. */
const ROW_GAMES = 16;

/**
 * The signed-in player's own rows on top of the lobby (docs/decisions/casino-favourites.md): the games to continue,
 * newest first, and his favourites, each shown once it has games. A guest sees neither, and none
 * of the two calls is made for him.
 */
export function MyGamesRows() {
  const lng = useLocale();
  const t = useTranslations('casinoLobby');
  const userId = useAppSelector(selectUserId);
  const recent = useRecentGames({ lng, limit: ROW_GAMES }, userId);
  const favorites = useFavorites(lng, userId);
  return (
    <>
      {recent.data?.length ? (
        <GameRow lng={lng} groupId="recent" title={t('recent.continueTitle')} games={recent.data} moreHref={href(lng, 'myCasino')} />
      ) : null}
      {favorites.data?.items.length ? (
        <GameRow
          lng={lng}
          groupId="favorites"
          title={t('favorites.title')}
          games={favorites.data.items.slice(0, ROW_GAMES)}
          all={favorites.data.items}
          moreHref={href(lng, 'myCasinoFavorites')}
        />
      ) : null}
    </>
  );
}
