'use client';

import { useFormatter } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';

/** Minor units of a currency as the site shows money ("1 000,00 ₽"). */
export function useMoney() {
  const format = useFormatter();
  return (minor: number, currency: string) => format.number(minor / 100, moneyFormat(currency));
}
