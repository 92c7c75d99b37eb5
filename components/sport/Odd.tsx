'use client';

import { useTranslations } from 'next-intl';
import { formatCoef } from '@/lib/coefficients/format';
import { usePrice } from '@/lib/odds/usePrice';
import { useAppSelector } from '@/store/hooks';

/**
 * One outcome with its price in the player's odds format. The format is seeded from its cookie on
 * the server, so the HTML already shows it, and a change in the settings shows at once.
 * A screen reader reads the hidden sentence ("1: odds 1.85") as text: an `aria-label` on a
 * role-less span is not announced reliably (issue 10 point 4), and the bare "11.85" means nothing.
 * The price is read from the live price store by outcome id, `coef` (the server's snapshot) its seed.
 */
export function Odd({ id, name, coef, as: Tag = 'span' }: { id: number; name: string; coef: number; as?: 'span' | 'li' }) {
  const t = useTranslations('line');
  const formatId = useAppSelector((state) => state.app.coefViewId);
  const price = usePrice(id, coef);
  const shown = formatCoef(price, formatId);
  return (
    <Tag className="odd">
      <span className="visually-hidden">{t('oddsLabel', { market: name, coef: shown })}</span>
      <span className="odd__name" aria-hidden="true">
        {name}
      </span>
      <span className="odd__coef" aria-hidden="true">
        {shown}
      </span>
    </Tag>
  );
}
