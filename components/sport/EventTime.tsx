'use client';

import { useFormatter, useLocale } from 'next-intl';
import { atOffset } from '@/lib/preferences/time';
import { formatRowTime } from '@/lib/preferences/rowTime';
import { useAppSelector } from '@/store/hooks';

/** An event page: the full date and time. */
const LONG = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * An event's start in the visitor's time zone offset and 12/24-hour clock (shell spec §3). The
 * store is seeded from the cookies on the server, so the server's HTML already shows this time.
 * A row's short time (day, month and time) is written without Intl (lib/preferences/rowTime.ts):
 * a list's first load then starts no ICU; an event page's long one uses Intl.
 */
export function EventTime({ iso, style = 'short', className }: { iso: string; style?: 'short' | 'long'; className?: string }) {
  const format = useFormatter();
  const lng = useLocale();
  const timeZone = useAppSelector((state) => state.app.timeZone);
  const is12h = useAppSelector((state) => state.app.is12h);
  const shown = atOffset(new Date(iso), { timeZone, is12h });
  return (
    <time className={className} dateTime={iso}>
      {style === 'short' ? formatRowTime(shown.date, lng, is12h) : format.dateTime(shown.date, { ...LONG, ...shown.options })}
    </time>
  );
}
