import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/config/languages';
import { formatRowTime } from '@/lib/preferences/rowTime';

// ICU writes some spaces as no-break ones (before a day period, in newer CLDR); a row shows a space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const INSTANTS = [
  Date.UTC(2026, 10, 28, 0, 5), // after midnight: 00 on a 23-hour clock, 12 AM on a 12-hour one
  Date.UTC(2026, 0, 2, 13, 45),
  Date.UTC(2026, 5, 30, 12, 0), // noon: 12 PM
  Date.UTC(2026, 11, 31, 23, 59),
  Date.UTC(2027, 2, 9, 9, 7),
];

describe('formatRowTime', () => {
  for (const lng of LANGUAGES) {
    for (const is12h of [false, true]) {
      it(`writes a row's start as ICU does in ${lng} on a ${is12h ? '12' : '24'}-hour clock`, () => {
        const icu = new Intl.DateTimeFormat(lng, {
          day: '2-digit',
          month: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'UTC',
          hourCycle: is12h ? 'h12' : 'h23',
        });
        for (const instant of INSTANTS) {
          expect(formatRowTime(new Date(instant), lng, is12h)).toBe(plain(icu.format(new Date(instant))));
        }
      });
    }
  }

  it('reads the date in UTC, where atOffset has put the visitor\'s offset', () => {
    expect(formatRowTime(new Date(Date.UTC(2026, 10, 28, 23, 30)), 'ru', false)).toBe('28.11, 23:30');
    expect(formatRowTime(new Date(Date.UTC(2026, 10, 28, 0, 30)), 'en', true)).toBe('11/28, 12:30 AM');
  });

  it('falls back to the default language for one the site does not have', () => {
    expect(formatRowTime(new Date(Date.UTC(2026, 0, 2, 13, 45)), 'xx', false)).toBe('02.01, 13:45');
  });
});
