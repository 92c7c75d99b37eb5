// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PREFERENCE_DEFAULTS } from '@/lib/config/preferences';
import {
  changedPreferenceCookies,
  parsePreferenceFlags,
  parseTimeZoneOffset,
  preferenceCookieValues,
  readPreferenceCookies,
  serializePreferenceFlags,
  type CookieReader,
} from '@/lib/preferences/cookies';
import { defaultDisplayPreferences } from '@/lib/preferences/values';

/** A cookie jar as Next's `cookies()` offers it. */
function jar(values: Record<string, string>): CookieReader {
  return { get: (name) => (Object.hasOwn(values, name) ? { value: values[name]! } : undefined) };
}

const read = (values: Record<string, string>, language: string | null = 'ru') => readPreferenceCookies(jar(values), language);

describe('preference cookies without any cookie', () => {
  it('give the spec defaults: UTC+3, 24-hour clock, dark, European, decimal, full names, grouped', () => {
    expect(read({})).toEqual({
      display: {
        timeZone: 3,
        is12h: false,
        appTheme: 1,
        appViewType: 0,
        coefViewId: 0,
        marketsNameType: 0,
        isGroupByCountry: true,
        preferences: PREFERENCE_DEFAULTS,
      },
      hideLeft: false,
      hideRight: false,
    });
  });
});

describe('tzo (hours east of UTC)', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    ['-5', -5],
    ['+5.5', 5.5],
    ['5.75', 5.75],
    ['-3.5', -3.5],
    ['-12', -12],
    ['14', 14],
  ])('reads %s as %s', (value, hours) => {
    expect(read({ tzo: value }).display.timeZone).toBe(hours);
  });

  it.each(['15', '-13', '3.3', '0x3', '1e1', ' 3', '3 ', '', 'NaN', 'Infinity', '--3', '3.', '.5', '03.500', 'x'.repeat(5000)])(
    'falls back to UTC+3 for %j',
    (value) => {
      expect(read({ tzo: value }).display.timeZone).toBe(3);
    },
  );

  it('accepts only offsets in use (a whole-number offset in range but never used does not exist)', () => {
    expect(parseTimeZoneOffset('14')).toBe(14);
    expect(parseTimeZoneOffset('13.5')).toBeNull();
  });
});

describe('0/1 cookies', () => {
  it.each([
    ['is12h', '1', (p: ReturnType<typeof read>) => p.display.is12h, true],
    ['is12h', 'true', (p: ReturnType<typeof read>) => p.display.is12h, true],
    ['isChampsGroupedByCountry', '0', (p: ReturnType<typeof read>) => p.display.isGroupByCountry, false],
    ['isChampsGroupedByCountry', 'false', (p: ReturnType<typeof read>) => p.display.isGroupByCountry, false],
    ['hide_left', '1', (p: ReturnType<typeof read>) => p.hideLeft, true],
    ['hide_right', '1', (p: ReturnType<typeof read>) => p.hideRight, true],
  ] as const)('%s=%s is read', (name, value, pick, expected) => {
    expect(pick(read({ [name]: value }))).toBe(expected);
  });

  it.each(['2', 'yes', 'TRUE', '1; Path=/', '<script>', '-1', '01'])('a garbage value %j keeps each default', (value) => {
    const parsed = read({ is12h: value, isChampsGroupedByCountry: value, hide_left: value, hide_right: value });
    expect(parsed.display.is12h).toBe(false);
    expect(parsed.display.isGroupByCountry).toBe(true);
    expect(parsed.hideLeft).toBe(false);
    expect(parsed.hideRight).toBe(false);
  });
});

describe('app_view_type, markets_name_type and app_theme', () => {
  it('read the allowed values', () => {
    const parsed = read({ app_view_type: '1', markets_name_type: '1', app_theme: '0' }).display;
    expect(parsed).toMatchObject({ appViewType: 1, marketsNameType: 1, appTheme: 0 });
  });

  it.each(['2', '-1', '1.0', 'asian', '999', '1e0', ''])('fall back to their defaults for %j', (value) => {
    const parsed = read({ app_view_type: value, markets_name_type: value, app_theme: value }).display;
    expect(parsed).toMatchObject({ appViewType: 0, marketsNameType: 0, appTheme: 1 });
  });
});

describe('coef_view_id', () => {
  it('keeps a format the view type can show', () => {
    expect(read({ coef_view_id: '2' }).display.coefViewId).toBe(2);
    expect(read({ coef_view_id: '5', app_view_type: '1' }).display.coefViewId).toBe(5);
  });

  it('drops a format the view type cannot show (American in the Asian view) for the default', () => {
    expect(read({ coef_view_id: '2', app_view_type: '1' }).display.coefViewId).toBe(0);
    expect(read({ coef_view_id: '5' }).display.coefViewId).toBe(0);
  });

  it.each(['3', '14', '99', '-1', 'decimal', '0x1'])('drops an unknown or unnamed format %j', (value) => {
    expect(read({ coef_view_id: value }).display.coefViewId).toBe(0);
  });
});

describe('app_preferences (the 0/1 flags)', () => {
  it('reads the flags it names and defaults the rest', () => {
    const flags = parsePreferenceFlags('isShowGameId:1,isAccumulatorOfTheDay:0');
    expect(flags).toEqual({ ...PREFERENCE_DEFAULTS, isShowGameId: 1, isAccumulatorOfTheDay: 0 });
  });

  it('skips unknown flags, prototype names and bad pairs', () => {
    const flags = parsePreferenceFlags('__proto__:1,constructor:1,isShowGameId:2,isBetGenerator=1,:1,isDetailedScore:1');
    expect(flags).toEqual({ ...PREFERENCE_DEFAULTS, isDetailedScore: 1 });
    expect(Object.keys(flags).sort()).toEqual(Object.keys(PREFERENCE_DEFAULTS).sort());
  });

  it('ignores an oversized cookie entirely', () => {
    const huge = `isShowGameId:1,${'isBetGenerator:1,'.repeat(100)}`;
    expect(read({ app_preferences: huge }).display.preferences).toEqual(PREFERENCE_DEFAULTS);
  });

  it('round-trips every flag', () => {
    const flags = { ...PREFERENCE_DEFAULTS, isMoveVideoOnScroll: 0, isTeamLogosInCoupon: 1 } as const;
    expect(parsePreferenceFlags(serializePreferenceFlags(flags))).toEqual(flags);
  });
});

describe('state to cookies', () => {
  it('writes values that read back to the same preferences', () => {
    const chosen = {
      ...defaultDisplayPreferences('en'),
      timeZone: -3.5,
      is12h: true,
      appTheme: 0,
      appViewType: 1,
      coefViewId: 4,
      marketsNameType: 1,
      isGroupByCountry: false,
      preferences: { ...PREFERENCE_DEFAULTS, isShowSportsOnly: 1 },
    } as const;
    const values = preferenceCookieValues(chosen);
    expect(values).toMatchObject({
      tzo: '-3.5',
      is12h: '1',
      app_theme: '0',
      app_view_type: '1',
      coef_view_id: '4',
      markets_name_type: '1',
      isChampsGroupedByCountry: '0',
    });
    expect(read(values, 'en').display).toEqual(chosen);
  });

  it('lists only the cookies a change touches', () => {
    const before = defaultDisplayPreferences('ru');
    expect(changedPreferenceCookies(before, { ...before, appTheme: 0 })).toEqual([['app_theme', '0']]);
    expect(changedPreferenceCookies(before, before)).toEqual([]);
  });
});
