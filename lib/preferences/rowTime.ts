// An event row's start ("28.11, 14:30"), written without Intl (docs/decisions/main-thread-on-load.md).
// The first Intl date or number formatter a page builds starts ICU: ≈23 ms in Chromium on this
// machine, ≈90 ms at Lighthouse's 4× CPU, inside the line's hydration. A row's time needs no ICU: the
// patterns below are CLDR's for `{ day, month, hour, minute: '2-digit' }` in each site language
// (rowTime.test.ts holds them to Node's ICU), and the same code on the server and in the browser
// cannot differ the way two ICU builds can (React #418).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/config/languages';

/** [day (D) and month (M) with what comes before the time, AM, PM, whether the day period leads]. */
type RowTimePattern = readonly [string, string, string, boolean?];

const DOT: RowTimePattern = ['D.M, ', 'AM', 'PM'];

const ROW_TIME: Record<Language, RowTimePattern> = {
  ru: DOT,
  kk: DOT,
  az: DOT,
  uk: ['D.M, ', 'дп', 'пп'],
  en: ['M/D, ', 'AM', 'PM'],
  uz: ['D/M, ', 'TO', 'TK'],
  tr: ['D/M ', 'ÖÖ', 'ÖS', true],
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Day, month and time of `date` read in UTC (the caller has moved it to the visitor's offset:
 * lib/preferences/time.ts `atOffset`), in the language's pattern and the chosen clock.
 */
export function formatRowTime(date: Date, lng: string, is12h: boolean): string {
  const [day, am, pm, periodFirst] = ROW_TIME[isLanguage(lng) ? lng : DEFAULT_LANGUAGE];
  const hour = date.getUTCHours();
  const time = `${two(is12h ? hour % 12 || 12 : hour)}:${two(date.getUTCMinutes())}`;
  const period = hour < 12 ? am : pm;
  const clock = !is12h ? time : periodFirst ? `${period} ${time}` : `${time} ${period}`;
  return day.replace('D', two(date.getUTCDate())).replace('M', two(date.getUTCMonth() + 1)) + clock;
}
