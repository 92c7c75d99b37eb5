// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '../../../backend/src/auth/returnUrl';
import { makeBackend } from './helpers';
import { codeOf, sessionOf, setCookies, type Backend } from './authHelpers';

/** The browser of these tests: the state cookie /authorize set for each state (socialCsrf.test.ts tests the binding). */
const stateCookies = new Map<string, string>();

/** The state the provider page posts back. */
async function authorize(backend: Backend, provider: string, query = '') {
  const page = await backend.app.request(`/social-api/oauth/${provider}/authorize${query}`);
  const html = await page.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const cookie = page.headers.getSetCookie().find((line) => line.startsWith('social_state='))?.split(';')[0];
  if (cookie) stateCookies.set(state, cookie);
  return { page, html, state };
}

async function callback(backend: Backend, provider: string, state: string, action = 'continue') {
  return backend.app.request(`/social-api/oauth/${provider}/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: stateCookies.get(state) ?? '' },
    body: new URLSearchParams({ state, action }).toString(),
  });
}

/** What a callback set besides clearing the state cookie (it always clears it). */
const sessionSetCookies = (res: Response) => res.headers.getSetCookie().filter((line) => !line.startsWith('social_state='));

const asAnswer = async (res: Response) => ({ status: res.status, headers: res.headers, json: null });

describe('social providers', () => {
  it('lists the 16 providers of the spec', async () => {
    const backend = makeBackend();
    const list = (await backend.call('GET', '/social-api/oauth/providers')).json;
    expect(list.map((p: { id: string }) => p.id)).toEqual([
      'google', 'vk', 'ok', 'fb', 'mailru', 'yandex', 'telegram', 'kakaotalk', 'twitter', 'itsme', 'twitch', 'metamask', 'line',
      'linkedin', 'apple', 'discord',
    ]);
  });

  it('authorize shows the simulated provider page: continue or cancel, nothing loaded, no framing', async () => {
    const backend = makeBackend();
    const { page, html, state } = await authorize(backend, 'vk', '?returnUrl=/en/live&lng=en');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<button type="submit" name="action" value="continue">Continue as Alex Demo</button>');
    expect(html).toContain('action="/social-api/oauth/vk/callback?lng=en"');
    expect(state).not.toBe('');
    expect((await authorize(backend, 'vk', '?lng=ru')).html).toContain('Продолжить как Alex Demo');
    expect((await backend.call('GET', '/social-api/oauth/myspace/authorize')).status).toBe(404);
  });

  it('continue signs in a new player linked to the provider and goes back; the next time the same player', async () => {
    const backend = makeBackend();
    const first = await callback(backend, 'vk', (await authorize(backend, 'vk', '?returnUrl=/en/live?x=1')).state);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/en/live?x=1');
    const session = sessionOf(await asAnswer(first));
    const config = (await backend.call('GET', '/web-api/user/config', { headers: session.cookie })).json.result;
    expect(config).toMatchObject({ login: 'vk_demo-vk-1', user_name: 'Alex Demo', user_email: 'alex.demo@vk.social.example' });

    const second = await callback(backend, 'vk', (await authorize(backend, 'vk')).state);
    expect(second.headers.get('location')).toBe('/');
    const again = sessionOf(await asAnswer(second));
    expect((await backend.call('GET', '/web-api/user/checksession', { headers: again.cookie })).json.user_id).toBe(config.user_id);
  });

  it('save=1 remembers the session for 24 h', async () => {
    const backend = makeBackend();
    const res = await callback(backend, 'ok', (await authorize(backend, 'ok', '?save=1')).state);
    expect(setCookies(await asAnswer(res)).ua?.attributes['max-age']).toBe('86400');
  });

  it('cancel goes back with social_error=cancelled; a state works once', async () => {
    const backend = makeBackend();
    const { state } = await authorize(backend, 'apple', '?returnUrl=/ru/user/login');
    const cancelled = await callback(backend, 'apple', state, 'cancel');
    expect(cancelled.headers.get('location')).toBe('/ru/user/login?social_error=cancelled');
    expect(sessionSetCookies(cancelled)).toEqual([]);
    expect((await callback(backend, 'apple', state)).headers.get('location')).toBe('/?social_error=expired');
  });

  it('a state of another provider, or an old one, is refused', async () => {
    const backend = makeBackend();
    const { state } = await authorize(backend, 'vk');
    expect((await callback(backend, 'discord', state)).headers.get('location')).toBe('/?social_error=expired');
    const late = (await authorize(backend, 'vk')).state;
    backend.clock.setOffsetSeconds(601);
    expect((await callback(backend, 'vk', late)).headers.get('location')).toBe('/?social_error=expired');
  });

  it('never sends the browser to another site', async () => {
    const backend = makeBackend();
    for (const returnUrl of ['https://evil.example/', '//evil.example', '/\\evil.example', '/.//evil.example', 'javascript:alert(1)']) {
      const { state } = await authorize(backend, 'fb', `?returnUrl=${encodeURIComponent(returnUrl)}`);
      expect((await callback(backend, 'fb', state)).headers.get('location'), returnUrl).toBe('/');
    }
  });

  it('with registration switched off a new identity is not created', async () => {
    const backend = makeBackend();
    await backend.call('PATCH', '/__control/site-config', { body: { registrationEnabled: false } });
    const res = await callback(backend, 'vk', (await authorize(backend, 'vk', '?returnUrl=/en')).state);
    expect(res.headers.get('location')).toBe('/en?social_error=registration_disabled');
    expect(sessionSetCookies(res)).toEqual([]);
  });
});

describe('social registration (mode=register → soc_reg)', () => {
  it('the round trip hands back a social_token the registration form completes', async () => {
    const backend = makeBackend();
    const res = await callback(backend, 'telegram', (await authorize(backend, 'telegram', '?mode=register&returnUrl=/en/registration/soc_reg')).state);
    const location = new URL(res.headers.get('location') ?? '', 'http://site');
    expect(location.pathname).toBe('/en/registration/soc_reg');
    expect(location.searchParams.get('provider')).toBe('telegram');
    const socialToken = location.searchParams.get('social_token') ?? '';
    expect(sessionSetCookies(res)).toEqual([]);

    const body = { provider: 'telegram', social_token: socialToken, currency: 'UAH', country_id: 2, bonus_choice: 1 };
    const reg = await backend.call('POST', '/web-api/user/registration/soc_reg', { body });
    expect(reg.status).toBe(200);
    expect(reg.json.login).toBe('telegram_demo-telegram-1');
    const balance = (await backend.call('GET', '/web-api/user/balance', { headers: sessionOf(reg).cookie })).json;
    expect(balance.all_accounts[0]).toMatchObject({ iso: 'UAH', money: 0 });

    const twice = await backend.call('POST', '/web-api/user/registration/soc_reg', { body });
    expect(twice.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/social_token' } });
  });

  it('refuses a made-up token or one of another provider', async () => {
    const backend = makeBackend();
    const res = await callback(backend, 'vk', (await authorize(backend, 'vk', '?mode=register')).state);
    const socialToken = new URL(res.headers.get('location') ?? '', 'http://site').searchParams.get('social_token');
    for (const [provider, social_token] of [['vk', 'made-up'], ['ok', socialToken]]) {
      const reg = await backend.call('POST', '/web-api/user/registration/soc_reg', {
        body: { provider, social_token, currency: 'RUB', country_id: 1, bonus_choice: 0 },
      });
      expect(reg.json.errors[0], `${provider}`).toMatchObject({ code: 'validation', source: { pointer: '/social_token' } });
    }
  });
});

describe('Google One Tap', () => {
  // With Google's double submit (g_csrf_token cookie = field; socialCsrf.test.ts tests it).
  const oneTap = (backend: Backend, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ g_csrf_token: 'same', ...fields })) form.append(key, value);
    return backend.app.request('/social-api/oauth/google-one-tap', { method: 'POST', body: form, headers: { cookie: 'g_csrf_token=same', ...headers } });
  };

  it('gives the client id, then a multipart post signs in and answers where to go', async () => {
    const backend = makeBackend();
    expect((await backend.call('GET', '/social-api/oauth/google-one-tap/clientId')).json).toEqual({
      clientId: expect.stringMatching(/\.apps\.googleusercontent\.com$/),
    });
    const { credential } = (await backend.call('POST', '/__control/google-credential', { body: { sub: 'g-42', email: 'g42@gmail.example', name: 'Gee' } })).json;
    const res = await oneTap(backend, { credential, language: 'en', currency_id: '2', country_id: '12' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirectUrl: '/en' });
    const session = sessionOf(await asAnswer(res));
    const config = (await backend.call('GET', '/web-api/user/config', { headers: session.cookie })).json.result;
    expect(config).toMatchObject({ user_email: 'g42@gmail.example', user_name: 'Gee', user_country_code: 'gb' });

    const again = await oneTap(backend, { credential, language: 'xx' });
    expect(await again.json()).toEqual({ redirectUrl: '/' });
    expect((await backend.call('GET', '/web-api/user/checksession', { headers: sessionOf(await asAnswer(again)).cookie })).json.user_id).toBe(config.user_id);
  });

  it('refuses a forged or expired credential, a cross-site post, and new players while registration is off', async () => {
    const backend = makeBackend();
    const { credential } = (await backend.call('POST', '/__control/google-credential', { body: {} })).json;
    const forged = await oneTap(backend, { credential: `${credential}x` });
    expect(forged.status).toBe(400);
    expect((await forged.json()).errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/credential' } });

    expect((await oneTap(backend, { credential }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);

    await backend.call('PATCH', '/__control/site-config', { body: { registrationEnabled: false } });
    const closed = await oneTap(backend, { credential });
    expect(closed.status).toBe(403);
    expect((await closed.json()).errors[0].code).toBe('registration_disabled');

    backend.clock.setOffsetSeconds(3601);
    expect((await oneTap(backend, { credential })).status).toBe(400);
  });
});

describe('safe return URLs', () => {
  it('keeps paths of this site and turns everything else into /', () => {
    expect(safeReturnUrl('/ru/live?sport=1#top')).toBe('/ru/live?sport=1#top');
    for (const bad of [undefined, '', 'ru/live', '//evil.example', '/\\evil', '/.//evil', 'https://evil.example', '/a\nb']) {
      expect(safeReturnUrl(bad), String(bad)).toBe('/');
    }
  });
});

describe('codes of errors', () => {
  it('an unknown route is a coded 404', async () => {
    const backend = makeBackend();
    expect(codeOf(await backend.call('GET', '/social-api/nothing'))).toBe('not_found');
  });
});
