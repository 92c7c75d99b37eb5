import type { useFormatter, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';

/** A shop item's name: what it gives and how much ("Free bet 200 ₽"). */
export function itemName(
  t: ReturnType<typeof useTranslations<'rewards'>>,
  format: ReturnType<typeof useFormatter>,
  item: { product: 'sport' | 'casino'; amount: number | null; currency: string },
): string {
  return t(`item.${item.product}`, { amount: item.amount === null ? '—' : format.number(item.amount, moneyFormat(item.currency)) });
}
