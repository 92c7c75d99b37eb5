'use client';

import { useTranslations } from 'next-intl';
import { positionLabel } from '@/lib/tables/positions';

/** A bet position's name in the player's language ("17, красное", "2-я дюжина", "Банкир"). */
export function usePositionName() {
  const t = useTranslations('tables.position');
  return (position: string): string => {
    const { key, ...values } = positionLabel(position);
    return t(key, values as Record<string, string | number>);
  };
}
