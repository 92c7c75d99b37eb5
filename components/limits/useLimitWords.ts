'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { dateOfSeconds, hoursAndMinutes, type Countdown } from '@/lib/limits/pending';
import { describeValue } from '@/lib/limits/values';
import { useLimitsPage } from './pageContext';

/** The page's words for values, money, times and countdowns, in the player's language. */
export function useLimitWords() {
  const t = useTranslations('responsible');
  const format = useFormatter();
  const { currency } = useLimitsPage();

  /** Limits are whole amounts: no ",00" unless the amount has cents (what is used may). */
  const money = (amount: number) =>
    format.number(amount, { ...moneyFormat(currency), minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 });

  const value = (type: number, limitValue: number | null): string => {
    const words = describeValue(type, limitValue);
    switch (words.kind) {
      case 'noLimit':
        return t('noLimit');
      case 'money':
        return money(words.amount);
      case 'on':
        return t('on');
      default:
        return t(`units.${words.kind}`, { count: words.count });
    }
  };

  /** A time of the service (epoch seconds) as a date and time of the site's zone. */
  const date = (seconds: number) => format.dateTime(dateOfSeconds(seconds), { dateStyle: 'medium', timeStyle: 'short' });

  const countdown = (left: Countdown) =>
    [
      left.days ? t('units.days', { count: left.days }) : null,
      left.hours ? t('units.hours', { count: left.hours }) : null,
      left.minutes ? t('units.minutesIn', { count: left.minutes }) : null,
    ]
      .filter(Boolean)
      .join(' ');

  /** Seconds of play as hours and minutes ("2 h 5 min" worded in full). */
  const duration = (seconds: number) => {
    const { hours, minutes } = hoursAndMinutes(seconds);
    return hours ? `${t('units.hours', { count: hours })} ${t('units.minutes', { count: minutes })}` : t('units.minutes', { count: minutes });
  };

  return { t, money, value, date, countdown, duration };
}
