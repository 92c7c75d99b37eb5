'use client';

import { useFormatter } from 'next-intl';
import { atOffset } from '@/lib/preferences/time';
import { useAppSelector } from '@/store/hooks';

/**
 * An event page's start: the full date and time in the visitor's time zone offset and clock
 * (shell spec §3), through Intl. Apart from EventTime so the lists' first load carries no
 * formatter (issue 10).
 */
export function EventTimeLong({ iso, className }: { iso: string; className?: string }) {
  const format = useFormatter();
  const timeZone = useAppSelector((state) => state.app.timeZone);
  const is12h = useAppSelector((state) => state.app.is12h);
  const shown = atOffset(new Date(iso), { timeZone, is12h });
  return (
    <time className={className} dateTime={iso}>
      {format.dateTime(shown.date, { dateStyle: 'medium', timeStyle: 'short', ...shown.options })}
    </time>
  );
}
