'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';

/** A refused or failed play, move or purchase in words (points short says how many). */
export function ActionError({ error }: { error: Error | null }) {
  const t = useTranslations('bonusGames');
  if (!error) return null;
  const reason =
    error instanceof ApiError && error.code === 'points_short'
      ? t('pointsShort', { points: Math.max(0, Number(error.meta?.price ?? 0) - Number(error.meta?.balance ?? 0)) })
      : error.message;
  return <p className="bonus-notice bonus-notice--error">{t('failed', { reason })}</p>;
}
