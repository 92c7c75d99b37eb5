'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useBonusGames } from '@/lib/api/bonusGames/useBonusGames';
import type { BonusGameId } from '@/lib/api/bonusGames/schemas';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { prizeText } from './prizeText';

/** On an index card, a signed-in player's plays left and last prize (one request for all six cards). */
export function PlaysLeft({ game }: { game: BonusGameId }) {
  const t = useTranslations('bonusGames');
  const format = useFormatter();
  const lng = useLocale();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useBonusGames(lng, signedIn);
  const entry = data?.games.find((item) => item.game === game);
  if (!signedIn || !entry || entry.playsLeft === null) return null;
  return (
    <p className="bonus-card__plays" data-testid={`plays-${game}`}>
      <strong>{t('playsLeft', { count: entry.playsLeft })}</strong>
      {entry.lastPrize ? <span className="muted"> · {t('lastPrize', { prize: prizeText(t, format, entry.lastPrize) })}</span> : null}
    </p>
  );
}
