'use client';

import { useTranslations } from 'next-intl';
import { formatCoef } from '@/lib/coefficients/format';
import { useAppSelector } from '@/store/hooks';

/**
 * One outcome with its price in the player's odds format. The format is seeded from its cookie on
 * the server, so the HTML already shows it, and a change in the settings shows at once.
 */
export function Odd({ name, coef, as: Tag = 'span' }: { name: string; coef: number; as?: 'span' | 'li' }) {
  const t = useTranslations('line');
  const formatId = useAppSelector((state) => state.app.coefViewId);
  const shown = formatCoef(coef, formatId);
  return (
    <Tag className="odd" aria-label={t('oddsLabel', { market: name, coef: shown })}>
      <span className="odd__name" aria-hidden="true">
        {name}
      </span>
      <span className="odd__coef" aria-hidden="true">
        {shown}
      </span>
    </Tag>
  );
}
