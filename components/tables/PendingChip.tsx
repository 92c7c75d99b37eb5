'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from './useMoney';

/** The chips a position holds in the pending slip, drawn on it (its words go to the position's description). */
export function PendingChip({ id, amountMinor, currency }: { id: string; amountMinor: number | undefined; currency: string }) {
  const t = useTranslations('tables');
  const money = useMoney();
  if (!amountMinor) return null;
  return (
    <span id={id} className="felt-chip">
      <span className="visually-hidden">{t('pending', { amount: money(amountMinor, currency) })}</span>
      <span aria-hidden="true">{money(amountMinor, currency)}</span>
    </span>
  );
}
