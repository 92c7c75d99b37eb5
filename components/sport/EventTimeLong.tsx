'use client';

import { useFormatter } from 'next-intl';
import { useVisitorTime } from './EventTime';

/**
 * An event page's start: the full date and time in the visitor's time zone offset and clock
 * (shell-and-routing.md §3), through Intl. Apart from EventTime so the lists' first load carries no
 * formatter (docs/decisions/main-thread-on-load.md).
 */
export function EventTimeLong({ iso, className }: { iso: string; className?: string }) {
  const format = useFormatter();
  const { shown } = useVisitorTime(iso);
  return (
    <time className={className} dateTime={iso}>
      {format.dateTime(shown.date, { dateStyle: 'medium', timeStyle: 'short', ...shown.options })}
    </time>
  );
}
