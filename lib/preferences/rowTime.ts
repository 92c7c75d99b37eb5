// An event row's start ("28.11, 14:30"), written without Intl (issue 10, Lighthouse on the line).
// The first Intl date or number formatter a page builds starts ICU: ≈23 ms in Chromium on this
// machine, ≈90 ms at Lighthouse's 4× CPU, inside the line's hydration. A row's time needs no ICU: the
// patterns below are CLDR's for `{ day, month, hour, minute: '2-digit' }` in each site language
// (rowTime.test.ts holds them to Node's ICU), and the same code on the server and in the browser
// cannot differ the way two ICU builds can (React #418).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/config/languages';

interface RowTimePattern {
  /** dd day, MM month, HH hour 00–23, hh hour 01–12, mm minute, a day period. */
  h23: string;
  h12: string;
  am: string;
  pm: string;
}

const DOT: RowTimePattern = { h23: 'dd.MM, HH:mm', h12: 'dd.MM, hh:mm a', am: 'AM', pm: 'PM' };

const ROW_TIME: Record<Language, RowTimePattern> = {
  ru: DOT,
  kk: DOT,
  az: DOT,
  uk: { ...DOT, am: 'дп', pm: 'пп' },
  en: { h23: 'MM/dd, HH:mm', h12: 'MM/dd, hh:mm a', am: 'AM', pm: 'PM' },
  uz: { h23: 'dd/MM, HH:mm', h12: 'dd/MM, hh:mm a', am: 'TO', pm: 'TK' },
  tr: { h23: 'dd/MM HH:mm', h12: 'dd/MM a hh:mm', am: 'ÖÖ', pm: 'ÖS' },
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Day, month and time of `date` read in UTC (the caller has moved it to the visitor's offset:
 * lib/preferences/time.ts `atOffset`), in the language's pattern and the chosen clock.
 */
export function formatRowTime(date: Date, lng: string, is12h: boolean): string {
  const pattern = ROW_TIME[isLanguage(lng) ? lng : DEFAULT_LANGUAGE];
  const hour = date.getUTCHours();
  const fields: Record<string, string> = {
    dd: two(date.getUTCDate()),
    MM: two(date.getUTCMonth() + 1),
    HH: two(hour),
    hh: two(hour % 12 === 0 ? 12 : hour % 12),
    mm: two(date.getUTCMinutes()),
    a: hour < 12 ? pattern.am : pattern.pm,
  };
  return (is12h ? pattern.h12 : pattern.h23).replace(/dd|MM|HH|hh|mm|a/g, (token) => fields[token] ?? token);
}
