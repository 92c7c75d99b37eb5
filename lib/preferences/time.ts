// Dates shown in the visitor's chosen offset and clock (shell-and-routing.md §3: timeZone in hours, is12h).

const HOUR_MS = 3_600_000;

/** "UTC+03:00", "UTC−03:30", "UTC+05:45"; a true minus sign, as screen readers and type want. */
export function formatUtcOffset(hours: number): string {
  const sign = hours < 0 ? '−' : '+';
  const total = Math.round(Math.abs(hours) * 60);
  const hh = String(Math.floor(total / 60)).padStart(2, '0');
  const mm = String(total % 60).padStart(2, '0');
  return `UTC${sign}${hh}:${mm}`;
}

/**
 * A date and the Intl options that show it at a fixed UTC offset with the chosen clock. Intl
 * knows only named zones (and Etc/GMT±h, whole hours only), so the instant is moved by the
 * offset and then shown as UTC: exact for every offset, half and quarter hours included, and the
 * same on the server and in the browser. The clock is an hourCycle, not hour12: hour12 false
 * means h24 in Node's ICU ("24:15" after midnight) and h23 in Chromium's ("00:15"), a server/client
 * text mismatch that broke hydration (React #418) whenever an event started in the midnight hour.
 */
export function atOffset(
  date: Date,
  { timeZone, is12h }: { timeZone: number; is12h: boolean },
): { date: Date; options: { timeZone: 'UTC'; hourCycle: 'h12' | 'h23' } } {
  return { date: new Date(date.getTime() + timeZone * HOUR_MS), options: { timeZone: 'UTC', hourCycle: is12h ? 'h12' : 'h23' } };
}
