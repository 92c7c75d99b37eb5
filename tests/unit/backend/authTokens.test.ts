// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf, login, sessionOf, setCookies } from './authHelpers';

const GETTOKEN = '/web-api/user/gettoken';

describe('gettoken', () => {
  it('is 401 without a session', async () => {
    const backend = makeBackend();
    const res = await backend.call('GET', `${GETTOKEN}?force_refresh=true`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: 'unauthorized', errors: [{ code: 'unauthorized' }] });
  });

  it('force_refresh mints a new token for the session, sets the cookie and says when it expires', async () => {
    const backend = makeBackend();
    const session = sessionOf(await login(backend, 'player@example.com'));
    const res = await backend.call('GET', `${GETTOKEN}?force_refresh=true`, { headers: { cookie: `ua=${session.ua}; user_token=${session.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json).toEqual({ token: expect.any(String), expires_at: expect.any(Number) });
    expect(res.json.expires_at - Date.now() / 1000).toBeGreaterThan(3590);
    const cookie = setCookies(res).user_token;
    expect(cookie?.value).toBe(res.json.token);
    expect(cookie?.attributes).toMatchObject({ path: '/', samesite: 'Lax' });
    expect(cookie?.attributes).not.toHaveProperty('httponly');
    expect((await backend.call('GET', '/web-api/user/config', { headers: { authorization: `Bearer ${res.json.token}` } })).status).toBe(200);
  });

  it('without force_refresh hands back the token held while it has 5 minutes left', async () => {
    const backend = makeBackend();
    const session = sessionOf(await login(backend, 'player@example.com'));
    const headers = { cookie: `ua=${session.ua}`, authorization: `Bearer ${session.token}` };
    expect((await backend.call('GET', GETTOKEN, { headers })).json.token).toBe(session.token);
    backend.clock.setOffsetSeconds(56 * 60);
    const renewed = await backend.call('GET', GETTOKEN, { headers });
    expect(renewed.json.token).not.toBe(session.token);
  });

  it('after the token expired (clock +2 h) the bearer is 401, but the ua cookie gets a new token', async () => {
    const backend = makeBackend();
    const session = sessionOf(await login(backend, 'player@example.com'));
    backend.clock.setOffsetSeconds(2 * 3600);
    expect((await backend.call('GET', '/web-api/user/balance', { headers: session.bearer })).status).toBe(401);
    expect((await backend.call('GET', GETTOKEN, { headers: session.bearer })).status).toBe(401);
    const refreshed = await backend.call('GET', `${GETTOKEN}?force_refresh=true`, { headers: session.cookie });
    expect(refreshed.status).toBe(200);
    expect((await backend.call('GET', '/web-api/user/balance', { headers: { authorization: `Bearer ${refreshed.json.token}` } })).status).toBe(200);
  });

  it('a token never outlives its session (24 h)', async () => {
    const backend = makeBackend();
    const session = sessionOf(await login(backend, 'player@example.com'));
    backend.clock.setOffsetSeconds(23.5 * 3600);
    const res = await backend.call('GET', `${GETTOKEN}?force_refresh=true`, { headers: session.cookie });
    expect(res.json.expires_at - (Date.now() / 1000 + 23.5 * 3600)).toBeLessThanOrEqual(30 * 60);
    backend.clock.setOffsetSeconds(24 * 3600 + 1);
    expect((await backend.call('GET', GETTOKEN, { headers: session.cookie })).status).toBe(401);
  });

  it('a refreshed token carries the current ban level', async () => {
    const backend = makeBackend();
    const session = sessionOf(await login(backend, 'player@example.com'));
    await backend.call('PATCH', '/__control/users/player@example.com', { body: { banLevel: 45 } });
    const { token } = (await backend.call('GET', `${GETTOKEN}?force_refresh=true`, { headers: session.cookie })).json;
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ ban: 45, bv: 0 });
  });
});

describe('logout', () => {
  it('makes the old ua and the old user_token answer 401 everywhere', async () => {
    const backend = makeBackend();
    const session = sessionOf(await login(backend, 'player@example.com'));
    const out = await backend.call('POST', '/web-api/user/disconnect', { headers: session.cookie });
    expect(out.json).toEqual({ ok: true });
    expect(setCookies(out).ua?.attributes['max-age']).toBe('0');
    expect(setCookies(out).user_token?.attributes['max-age']).toBe('0');
    for (const headers of [session.cookie, session.bearer]) {
      for (const path of [GETTOKEN, `${GETTOKEN}?force_refresh=true`, '/web-api/user/rights', '/web-api/user/config', '/web-api/user/balance']) {
        expect((await backend.call('GET', path, { headers })).status, `${path} ${Object.keys(headers)[0]}`).toBe(401);
      }
      expect((await backend.call('GET', '/web-api/user/checksession', { headers })).json.user_id).toBeNull();
    }
  });

  it('logging out by bearer token alone ends the session too', async () => {
    const backend = makeBackend();
    const session = sessionOf(await login(backend, 'player@example.com'));
    await backend.call('POST', '/web-api/user/disconnect', { headers: session.bearer });
    expect((await backend.call('GET', '/web-api/user/config', { headers: session.cookie })).status).toBe(401);
  });

  it('in production the cleared cookies keep their attributes', async () => {
    const backend = makeBackend({ secureCookies: true });
    const session = sessionOf(await login(backend, 'player@example.com'));
    const out = setCookies(await backend.call('POST', '/web-api/user/disconnect', { headers: session.cookie }));
    expect(out.ua?.attributes).toMatchObject({ 'max-age': '0', secure: '', httponly: '', samesite: 'Lax' });
    expect(out.user_token?.attributes).toMatchObject({ 'max-age': '0', secure: '', samesite: 'Lax' });
  });
});

describe('rights', () => {
  it('401 when signed out; everything for a player; ban level and version decide for a banned one', async () => {
    const backend = makeBackend();
    expect((await backend.call('GET', '/web-api/user/rights')).status).toBe(401);
    const rightsOf = async (login: string) => {
      const { ua } = await backend.signIn(login);
      return (await backend.call('GET', '/web-api/user/rights', { headers: { cookie: `ua=${ua}` } })).json;
    };
    expect(await rightsOf('player@example.com')).toEqual({
      rights: ['bet', 'casino', 'deposit', 'withdraw', 'office'],
      ban_level: 0,
      ban_version: 0,
      allowed_ban_level: 45,
    });
    const cases: [number, number, string[]][] = [
      [45, 0, ['withdraw']],
      [53, 0, []],
      [53, 1, ['withdraw']],
      [45, 1, []],
    ];
    for (const [banLevel, banVersion, rights] of cases) {
      await backend.call('PATCH', '/__control/users/banned@example.com', { body: { banLevel, banVersion } });
      expect((await rightsOf('banned@example.com')).rights, `${banLevel}/${banVersion}`).toEqual(rights);
    }
  });
});

describe('device session and fingerprint', () => {
  it('GET /web-api/session answers text, uncached, and starts a device session once', async () => {
    const backend = makeBackend();
    const res = await backend.app.request('/web-api/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('ok');
    const cookie = res.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^device_session=[\w-]+; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    const again = await backend.app.request('/web-api/session', { headers: { cookie: cookie.split(';')[0]! } });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('the fingerprint of one device session is the same visitor each time', async () => {
    const backend = makeBackend();
    const headers = { cookie: 'device_session=abc' };
    const one = (await backend.call('GET', '/web-api/fingerprint', { headers })).json;
    const two = (await backend.call('GET', '/web-api/fingerprint', { headers })).json;
    const other = (await backend.call('GET', '/web-api/fingerprint', { headers: { cookie: 'device_session=xyz' } })).json;
    expect(one.data).toEqual({ visitor_id: expect.any(String), device_session: true });
    expect(two.data.visitor_id).toBe(one.data.visitor_id);
    expect(other.data.visitor_id).not.toBe(one.data.visitor_id);
  });
});

describe('changed terms (451)', () => {
  it('an action of a player whose terms changed is 451 with exception_code 1; reads still work', async () => {
    const backend = makeBackend();
    const session = sessionOf(await login(backend, 'terms@example.com'));
    const res = await backend.call('POST', '/web-api/user/account/active', { body: { id: 5021 }, headers: session.cookie });
    expect(res.status).toBe(451);
    expect(res.json).toEqual({ exception_code: 1, errors: [{ code: 'terms_changed', detail: expect.any(String) }] });
    for (const path of ['/web-api/user/config', '/web-api/user/balance', '/web-api/user/rights', `${GETTOKEN}?force_refresh=true`]) {
      expect((await backend.call('GET', path, { headers: session.cookie })).status, path).toBe(200);
    }
    await backend.call('POST', '/web-api/api-v3/v2/user/agreement-rules/confirm', { headers: session.cookie });
    expect((await backend.call('POST', '/web-api/user/account/active', { body: { id: 5021 }, headers: session.cookie })).status).toBe(200);
  });

  it('not while the site does not ask players to confirm terms', async () => {
    const backend = makeBackend();
    await backend.call('PATCH', '/__control/site-config', { body: { confirmTermsEnabled: false } });
    const { ua } = await backend.signIn('terms@example.com');
    const res = await backend.call('POST', '/web-api/user/account/active', { body: { id: 5021 }, headers: { cookie: `ua=${ua}` } });
    expect(res.status).toBe(200);
    expect(codeOf(res)).toBeUndefined();
  });
});
