import type { useFormatter } from 'next-intl';
import { weekRange } from '@/lib/cashback/weeks';

type Formatter = ReturnType<typeof useFormatter>;

/** A week as its Monday and Sunday, in UTC as the backend counts weeks. */
export function weekDates(monday: string, format: Formatter): { from: string; to: string } {
  const { from, to } = weekRange(monday);
  const day = (date: Date) => format.dateTime(date, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return { from: day(from), to: day(to) };
}

/** A moment as a day and time in UTC. */
export function momentText(at: string, format: Formatter): string {
  return format.dateTime(new Date(at), { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC', timeZoneName: 'short' });
}
