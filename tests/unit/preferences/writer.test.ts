import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import type { AgreeType } from '@/lib/consent/consent';
import { rememberPreferences, setPreference } from '@/store/preferences';
import { cookiesAgreed } from '@/store/slices/app';
import { readPreferenceCookies } from '@/lib/preferences/cookies';
import { browserCookieReader, browserCookies, clearBrowserCookies } from '@/tests/support/browserCookies';

afterEach(clearBrowserCookies);

describe('changing a preference', () => {
  it.each<AgreeType>(['ALL', 'functionality'])('with consent %s updates the store and writes the cookie', (consent) => {
    const store = makeStore({ cookiesAgreeType: consent });
    expect(setPreference(store, { key: 'appTheme', value: 0 })).toBe(true);
    expect(store.getState().app.appTheme).toBe(0);
    expect(browserCookies()).toEqual({ app_theme: '0' });
  });

  it.each<AgreeType | null>(['disabled', 'marketing', null])(
    'with consent %s updates the store for this page but writes no cookie',
    (consent) => {
      const store = makeStore({ cookiesAgreeType: consent });
      expect(setPreference(store, { key: 'timeZone', value: -3.5 })).toBe(false);
      expect(store.getState().app.timeZone).toBe(-3.5);
      expect(document.cookie).toBe('');
    },
  );

  it('writes what the next server render reads back', () => {
    const store = makeStore({ cookiesAgreeType: 'ALL', language: 'en' });
    setPreference(store, { key: 'timeZone', value: 5.75 });
    setPreference(store, { key: 'is12h', value: true });
    setPreference(store, { key: 'coefViewId', value: 2 });
    setPreference(store, { key: 'marketsNameType', value: 1 });
    setPreference(store, { key: 'isGroupByCountry', value: false });
    setPreference(store, { key: 'flag', flag: 'isAccumulatorOfTheDay', value: 0 });
    const { display } = readPreferenceCookies(browserCookieReader(), 'en');
    const { app } = store.getState();
    expect(display).toEqual({
      timeZone: app.timeZone,
      is12h: app.is12h,
      appTheme: app.appTheme,
      appViewType: app.appViewType,
      coefViewId: app.coefViewId,
      marketsNameType: app.marketsNameType,
      isGroupByCountry: app.isGroupByCountry,
      preferences: app.preferences,
    });
    expect(display).toMatchObject({ timeZone: 5.75, is12h: true, coefViewId: 2, isGroupByCountry: false });
  });

  it('switching to the Asian view drops the American format in the store and in its cookie', () => {
    const store = makeStore({ cookiesAgreeType: 'ALL' });
    setPreference(store, { key: 'coefViewId', value: 2 });
    setPreference(store, { key: 'appViewType', value: 1 });
    expect(store.getState().app).toMatchObject({ appViewType: 1, coefViewId: 0 });
    expect(browserCookies()).toMatchObject({ app_view_type: '1', coef_view_id: '0' });
  });

  it('setting a flag to its current value changes nothing and writes nothing', () => {
    const store = makeStore({ cookiesAgreeType: 'ALL' });
    expect(setPreference(store, { key: 'isGroupByCountry', value: true })).toBe(true);
    expect(store.getState().app.isGroupByCountry).toBe(true);
    expect(document.cookie).toBe('');
  });

  it('writes the cookie for the default lifetime of 86400 s, Lax, on the whole site', () => {
    const store = makeStore({ cookiesAgreeType: 'ALL' });
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => writes.push(value),
    });
    try {
      setPreference(store, { key: 'is12h', value: true });
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(writes).toEqual(['is12h=1; Path=/; Max-Age=86400; SameSite=Lax']);
  });

});

describe('choices made before the consent answer', () => {
  it.each<[AgreeType, Record<string, string>]>([
    ['ALL', { app_theme: '0', tzo: '5.5' }],
    ['functionality', { app_theme: '0', tzo: '5.5' }],
    ['disabled', {}],
    ['marketing', {}],
  ])('are remembered once the visitor answers %s, if that allows it', (answer, expected) => {
    const store = makeStore();
    setPreference(store, { key: 'appTheme', value: 0 });
    setPreference(store, { key: 'timeZone', value: 5.5 });
    expect(document.cookie).toBe('');
    store.dispatch(cookiesAgreed(answer));
    rememberPreferences(store);
    expect(browserCookies()).toEqual(expected);
  });
});
