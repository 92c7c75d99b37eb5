'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { ACCOUNT_TYPE } from '@/lib/config/accounts';
import { moneyFormat } from '@/lib/account/moneyFormat';

/** ISO 4217 codes are three letters; others (USDT) are not currencies Intl knows. */
const ISO_4217 = /^[A-Z]{3}$/;

/** How the office names an account and shows an amount, in the page's language. */
export function useAccountText() {
  const t = useTranslations('office');
  const tAccounts = useTranslations('officeAccounts');
  const format = useFormatter();
  const money = (amount: number, iso: string) =>
    ISO_4217.test(iso)
      ? format.number(amount, moneyFormat(iso))
      : `${format.number(amount, { maximumFractionDigits: 2 })} ${iso}`;
  const name = (account: { type: number; iso: string }) => {
    const type =
      account.type === ACCOUNT_TYPE.bonus ? 'bonusAccount' : account.type === ACCOUNT_TYPE.currency ? 'currencyAccount' : 'mainAccount';
    return tAccounts('accountName', { type: t(type), iso: account.iso });
  };
  return { money, name };
}
