// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnUrl, SITE_LANGUAGES, withQuery } from '../../../backend/src/auth/returnUrl';
import { safeReturnUrl as siteSafeReturnUrl } from '@/lib/auth/returnUrl';
import { LANGUAGES } from '@/lib/config/languages';
import { GOOD_RETURN_URLS, HOSTILE_RETURN_URLS } from '@/tests/support/hostileReturnUrls';
import { makeBackend } from './helpers';

// Open redirects (docs/decisions/return-urls.md), for the backend's own copy of the rule (the social sign-in's way back).
const hostile = HOSTILE_RETURN_URLS.map((entry) => [entry.kind, entry.value]);

describe("the backend's safeReturnUrl", () => {
  it.each(hostile)('%s: refuses %j', (_, value) => {
    expect(safeReturnUrl(value)).toBe('/');
  });

  it.each(GOOD_RETURN_URLS.map((entry) => [entry.value, entry.resolved]))('answers %j with the resolved %j', (value, resolved) => {
    expect(safeReturnUrl(value)).toBe(resolved);
  });

  it('knows the languages of the site', () => {
    expect([...SITE_LANGUAGES]).toEqual([...LANGUAGES]);
  });

  it('decides as the site does on every value of the corpus and the site tests', () => {
    const values = [
      ...HOSTILE_RETURN_URLS.map((entry) => entry.value),
      ...GOOD_RETURN_URLS.map((entry) => entry.value),
      '/ru/a%5Cb',
      '/ru/%0d%0a',
      '/ru/a%2F%2Fb',
      '/en/%2e%2e/ru/live',
      `/ru/${'a'.repeat(2044)}`,
      `/ru/${'a'.repeat(2045)}`,
    ];
    const differ = values.filter((value) => safeReturnUrl(value) !== siteSafeReturnUrl(value, '/'));
    expect(differ).toEqual([]);
  });

  it('adds the round trip parameters to a refused value on the fallback only', () => {
    expect(withQuery('/.//evil.com/x', { social_error: 'cancelled' })).toBe('/?social_error=cancelled');
    expect(withQuery('/ru/office/account?x=1', { social_error: 'cancelled' })).toBe('/ru/office/account?x=1&social_error=cancelled');
  });
});

/** The provider page's state, with the cookies authorize set (a state may be bound to the browser). */
async function authorize(backend: ReturnType<typeof makeBackend>, returnUrl: string) {
  const page = await backend.app.request(`/social-api/oauth/vk/authorize?${new URLSearchParams({ returnUrl, lng: 'ru' })}`);
  const html = await page.text();
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { state: /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '', cookie };
}

describe('the social sign-in round trip', () => {
  it('sends every hostile returnUrl of the corpus back to the site root, and a good one unchanged', async () => {
    const backend = makeBackend();
    const locations: Record<string, string | null> = {};
    for (const value of [...HOSTILE_RETURN_URLS.map((entry) => entry.value), '/ru/office/account?x=1']) {
      const { state, cookie } = await authorize(backend, value);
      const res = await backend.app.request('/social-api/oauth/vk/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams({ state, action: 'cancel' }).toString(),
      });
      locations[value] = res.headers.get('location');
    }
    const expected = Object.fromEntries(Object.keys(locations).map((value) => [value, '/?social_error=cancelled']));
    expected['/ru/office/account?x=1'] = '/ru/office/account?x=1&social_error=cancelled';
    expect(locations).toEqual(expected);
  });
});
