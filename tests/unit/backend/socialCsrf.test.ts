// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { socialStateHash } from '../../../backend/src/auth/socialState';
import { makeBackend } from './helpers';
import { sessionOf, setCookies, type Backend } from './authHelpers';

// Login CSRF (docs/decisions/social-login-state.md). A social state must come back from the browser that asked for it,
// and a One Tap post must carry Google's g_csrf_token double submit.

const asAnswer = (res: Response) => ({ status: res.status, headers: res.headers, json: null });

/** One browser's start of a round trip: the state on the provider page and the cookie it got. */
async function startFlow(backend: Backend, provider = 'vk', query = '?returnUrl=/en/live&lng=en') {
  const page = await backend.app.request(`/social-api/oauth/${provider}/authorize${query}`);
  const state = /name="state" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  return { state, cookie: setCookies(asAnswer(page)).social_state };
}

function postCallback(backend: Backend, provider: string, state: string, cookie?: string) {
  return backend.app.request(`/social-api/oauth/${provider}/callback?lng=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie === undefined ? {} : { cookie: `social_state=${cookie}` }) },
    body: new URLSearchParams({ state, action: 'continue' }).toString(),
  });
}

const whoIs = async (backend: Backend, res: Response) =>
  (await backend.call('GET', '/web-api/user/checksession', { headers: sessionOf(asAnswer(res)).cookie })).json.user_id;

describe('social state bound to the browser', () => {
  it('authorize sets an HttpOnly, Lax, callback-scoped cookie with the state hash, for the state TTL', async () => {
    const { state, cookie } = await startFlow(makeBackend());
    expect(cookie?.value).toBe(socialStateHash(state));
    expect(cookie?.value).not.toContain(state);
    expect(cookie?.attributes).toMatchObject({ path: '/social-api/oauth/vk/callback', 'max-age': '600', samesite: 'Lax', httponly: '' });
    expect(cookie?.attributes).not.toHaveProperty('secure');
  });

  it('is Secure when the backend runs with secure cookies', async () => {
    const { cookie } = await startFlow(makeBackend({ secureCookies: true }));
    expect(cookie?.attributes).toHaveProperty('secure');
  });

  it('with the right cookie the callback signs in and clears the cookie', async () => {
    const backend = makeBackend();
    const flow = await startFlow(backend);
    const res = await postCallback(backend, 'vk', flow.state, flow.cookie?.value);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/live');
    expect(await whoIs(backend, res)).toEqual(expect.any(Number));
    expect(setCookies(asAnswer(res)).social_state?.attributes).toMatchObject({ 'max-age': '0', path: '/social-api/oauth/vk/callback' });
  });

  it.each([
    ['no cookie (another site posted the state)', undefined],
    ["another browser's cookie", 'other'],
    ['an empty cookie', ''],
  ])('with %s: an error page, no session, and the state is left unspent', async (_, which) => {
    const backend = makeBackend();
    const attacker = await startFlow(backend);
    const victim = await startFlow(backend);
    const cookie = which === 'other' ? victim.cookie?.value : which;
    const res = await postCallback(backend, 'vk', attacker.state, cookie);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toContain('Sign-in not confirmed');
    expect(html).toContain('<a href="/en">Back to the site</a>');
    const set = setCookies(asAnswer(res));
    expect(set.ua).toBeUndefined();
    expect(set.user_token).toBeUndefined();
    expect(set.social_state?.attributes['max-age']).toBe('0');
    // Nothing was spent: the attacker's own browser could still finish (the state is simply not the victim's).
    expect((await postCallback(backend, 'vk', attacker.state, attacker.cookie?.value)).status).toBe(302);
  });

  it('the error page speaks Russian by default', async () => {
    const backend = makeBackend();
    const { state } = await startFlow(backend);
    const res = await backend.app.request('/social-api/oauth/vk/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, action: 'continue' }).toString(),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Вход не подтверждён');
  });

  it('the provider page posts back with its language', async () => {
    const backend = makeBackend();
    const page = await backend.app.request('/social-api/oauth/ok/authorize?lng=ru');
    expect(await page.text()).toContain('action="/social-api/oauth/ok/callback?lng=ru"');
  });
});

describe('Google One Tap double submit (g_csrf_token)', () => {
  async function post(backend: Backend, csrf: { cookie?: string; field?: string }) {
    const { credential } = (await backend.call('POST', '/__control/google-credential', { body: { sub: 'g-csrf' } })).json;
    const form = new FormData();
    form.append('credential', credential);
    form.append('language', 'en');
    if (csrf.field !== undefined) form.append('g_csrf_token', csrf.field);
    const headers: Record<string, string> = csrf.cookie === undefined ? {} : { cookie: `g_csrf_token=${csrf.cookie}` };
    return backend.app.request('/social-api/oauth/google-one-tap', { method: 'POST', body: form, headers });
  }

  it.each([
    ['no cookie', { field: 'abc123' }],
    ['no field', { cookie: 'abc123' }],
    ['different values', { cookie: 'abc123', field: 'abc124' }],
    ['both empty', { cookie: '', field: '' }],
  ])('%s: 403 csrf_token_invalid and no session', async (_, csrf) => {
    const backend = makeBackend();
    const res = await post(backend, csrf);
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0].code).toBe('csrf_token_invalid');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('the same value as cookie and field signs in', async () => {
    const backend = makeBackend();
    const res = await post(backend, { cookie: 'abc123', field: 'abc123' });
    expect(res.status).toBe(200);
    expect(await whoIs(backend, res)).toEqual(expect.any(Number));
  });
});
