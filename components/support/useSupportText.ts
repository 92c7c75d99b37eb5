'use client';

import { useFormatter, useTranslations } from 'next-intl';

/** The support namespace and the one date format the screen and the history modal use. */
export function useSupportText() {
  const t = useTranslations('support');
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return { t, when };
}
