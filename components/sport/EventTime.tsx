'use client';

import { useFormatter } from 'next-intl';
import { atOffset } from '@/lib/preferences/time';
import { useAppSelector } from '@/store/hooks';

const STYLES = {
  /** A row of the line: day, month and time. */
  short: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** An event page: the full date and time. */
  long: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * An event's start in the visitor's time zone offset and 12/24-hour clock (shell spec §3). The
 * store is seeded from the cookies on the server, so the server's HTML already shows this time.
 */
export function EventTime({ iso, style = 'short', className }: { iso: string; style?: keyof typeof STYLES; className?: string }) {
  const format = useFormatter();
  const timeZone = useAppSelector((state) => state.app.timeZone);
  const is12h = useAppSelector((state) => state.app.is12h);
  const shown = atOffset(new Date(iso), { timeZone, is12h });
  return (
    <time className={className} dateTime={iso}>
      {format.dateTime(shown.date, { ...STYLES[style], ...shown.options })}
    </time>
  );
}
