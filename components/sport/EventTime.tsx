'use client';

import { useLocale } from 'next-intl';
import { atOffset } from '@/lib/preferences/time';
import { formatRowTime } from '@/lib/preferences/rowTime';
import { useAppSelector } from '@/store/hooks';

/**
 * An event's start (or end) in a row: day, month and time in the visitor's time zone offset and
 * 12/24-hour clock (shell-and-routing.md §3). The store is seeded from the cookies on the server, so the
 * server's HTML already shows this time. Written without Intl (lib/preferences/rowTime.ts): a
 * list's first load starts no ICU; an event page's full date is EventTimeLong.
 */
export function EventTime({ iso, className }: { iso: string; className?: string }) {
  const lng = useLocale();
  const { shown, is12h } = useVisitorTime(iso);
  return (
    <time className={className} dateTime={iso}>
      {formatRowTime(shown.date, lng, is12h)}
    </time>
  );
}

/** An instant at the visitor's offset and clock (the store's preferences), for EventTime and EventTimeLong. */
export function useVisitorTime(iso: string) {
  const timeZone = useAppSelector((state) => state.app.timeZone);
  const is12h = useAppSelector((state) => state.app.is12h);
  return { shown: atOffset(new Date(iso), { timeZone, is12h }), is12h };
}
