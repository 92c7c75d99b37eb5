// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COEF_FORMAT } from '@/lib/config/user';
import { formatUtcOffset, atOffset } from '@/lib/preferences/time';
import {
  applyPreferenceChange,
  coefFormatsFor,
  defaultDisplayPreferences,
  htmlPreferenceAttributes,
} from '@/lib/preferences/values';

describe('odds formats a view type offers', () => {
  it('European: decimal, fractional, american; Asian: decimal and the named Asian formats', () => {
    expect(coefFormatsFor(0)).toEqual([COEF_FORMAT.decimal, COEF_FORMAT.fractional, COEF_FORMAT.american]);
    expect(coefFormatsFor(1)).toEqual([COEF_FORMAT.decimal, COEF_FORMAT.hongKong, COEF_FORMAT.malay, COEF_FORMAT.indo]);
  });
});

describe('applying a change', () => {
  const start = defaultDisplayPreferences('ru');

  it('changes only what was chosen', () => {
    expect(applyPreferenceChange(start, { key: 'timeZone', value: 5.5 }, 'ru')).toEqual({ ...start, timeZone: 5.5 });
    expect(applyPreferenceChange(start, { key: 'flag', flag: 'isShowGameId', value: 1 }, 'ru').preferences.isShowGameId).toBe(1);
  });

  it('a view type that cannot show the format switches the format to its default', () => {
    const american = { ...start, coefViewId: COEF_FORMAT.american };
    expect(applyPreferenceChange(american, { key: 'appViewType', value: 1 }, 'ru')).toMatchObject({
      appViewType: 1,
      coefViewId: COEF_FORMAT.decimal,
    });
  });

  it('a view type that can show the format keeps it', () => {
    expect(applyPreferenceChange(start, { key: 'appViewType', value: 1 }, 'ru').coefViewId).toBe(COEF_FORMAT.decimal);
  });
});

describe('html attributes', () => {
  it('name the theme and the view type for the CSS', () => {
    expect(htmlPreferenceAttributes({ appTheme: 0, appViewType: 1 })).toEqual({ 'data-theme': 'light', 'data-view-type': 'asian' });
    expect(htmlPreferenceAttributes({ appTheme: 1, appViewType: 0 })).toEqual({ 'data-theme': 'dark', 'data-view-type': 'european' });
  });
});

describe('times at the chosen offset', () => {
  it('labels offsets as UTC±hh:mm', () => {
    expect(formatUtcOffset(3)).toBe('UTC+03:00');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(-3.5)).toBe('UTC−03:30');
    expect(formatUtcOffset(5.75)).toBe('UTC+05:45');
    expect(formatUtcOffset(-12)).toBe('UTC−12:00');
  });

  const kickoff = new Date('2025-06-01T18:00:00Z');
  const show = (timeZone: number, is12h: boolean) => {
    const { date, options } = atOffset(kickoff, { timeZone, is12h });
    return new Intl.DateTimeFormat('en', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', ...options }).format(date);
  };

  it('shows 18:00 UTC as 21:00 at UTC+3 and 23:30 at UTC+5:30', () => {
    expect(show(3, false)).toBe('06/01, 21:00');
    expect(show(5.5, false)).toBe('06/01, 23:30');
  });

  it('moves to the next or previous day when the offset crosses midnight', () => {
    expect(show(9, false)).toBe('06/02, 03:00');
    expect(show(-12, false)).toBe('06/01, 06:00');
  });

  // hour12: false gave "24:30" in Node and "00:30" in Chromium: a hydration mismatch (React #418).
  it('shows the midnight hour as 00, the same in every ICU', () => {
    expect(show(6.5, false)).toBe('06/02, 00:30');
    expect(show(6.5, true)).toBe('06/02, 12:30 AM');
  });

  it('uses a 12-hour clock when chosen', () => {
    expect(show(3, true)).toBe('06/01, 09:00 PM');
  });
});
