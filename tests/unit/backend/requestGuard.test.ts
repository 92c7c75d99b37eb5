// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, JSON_MAX_DEPTH } from '../../../backend/src/http/limits';
import { makeBackend } from './helpers';

/** What the site's rewrite proxy (Next) adds when the browser is on http://localhost:3000. */
const SITE = 'http://localhost:3000';
const VIA_SITE = { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' };
/** A page on another port of the same host: "same-site" for the browser, another origin. */
const OTHER_PORT = { ...VIA_SITE, origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site' };
/** A page of another site. */
const OTHER_SITE = { ...VIA_SITE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

type Backend = ReturnType<typeof makeBackend>;

const activeAccountOf = (backend: Backend, userId = 1001) =>
  (backend.db.prepare('SELECT id FROM accounts WHERE user_id = ? AND is_active = 1').get(userId) as { id: number }).id;
const termsChanged = (backend: Backend) =>
  (backend.db.prepare('SELECT terms_changed FROM users WHERE id = 1003').get() as { terms_changed: number }).terms_changed;
const hiddenBalance = (backend: Backend) =>
  (backend.db.prepare('SELECT hide_balance FROM users WHERE id = 1001').get() as { hide_balance: number } | undefined)?.hide_balance;

/** A raw request, so the test decides every header and the exact body. */
async function send(backend: Backend, method: string, path: string, headers: Record<string, string>, body?: BodyInit) {
  const res = await backend.app.request(path, { method, headers, body });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : null;
  return { status: res.status, headers: res.headers, json };
}

async function signedIn(backend: Backend, login = 'player@example.com') {
  const { ua } = await backend.signIn(login);
  return { ua, cookie: `ua=${ua}` };
}

const sessionAlive = async (backend: Backend, ua: string) =>
  (await backend.call('GET', '/web-api/user/checksession', { headers: { cookie: `ua=${ua}` } })).json.user_id !== null;

describe('CSRF: a state-changing call must come from the site', () => {
  it('refuses set-active-account from another port of the host and from another site: 403, nothing changes', async () => {
    const backend = makeBackend();
    const { cookie } = await signedIn(backend);
    for (const from of [OTHER_PORT, OTHER_SITE, { ...VIA_SITE, origin: 'http://localhost:9999' }]) {
      const res = await send(backend, 'POST', '/web-api/user/account/active', { ...from, cookie, 'content-type': 'application/json' }, '{"id":5002}');
      expect(res.status).toBe(403);
      expect(res.json.errors[0].code).toBe('cross_origin');
    }
    expect(activeAccountOf(backend)).toBe(5001);
  });

  it('refuses a text/plain body even from the site itself: 415, nothing changes', async () => {
    const backend = makeBackend();
    const { cookie } = await signedIn(backend);
    const res = await send(
      backend,
      'POST',
      '/web-api/user/account/active',
      { ...VIA_SITE, origin: SITE, 'sec-fetch-site': 'same-origin', cookie, 'content-type': 'text/plain' },
      '{"id":5002}',
    );
    expect(res.status).toBe(415);
    expect(res.json.errors[0].code).toBe('unsupported_media_type');
    expect(activeAccountOf(backend)).toBe(5001);
  });

  it('refuses agreement-rules/confirm with an empty body (415) and from another site (403): the terms stay unaccepted', async () => {
    const backend = makeBackend();
    const { cookie } = await signedIn(backend, 'terms@example.com');
    const path = '/web-api/api-v3/v2/user/agreement-rules/confirm';
    expect((await send(backend, 'POST', path, { ...VIA_SITE, origin: SITE, cookie })).status).toBe(415);
    expect((await send(backend, 'POST', path, { ...OTHER_PORT, cookie, 'content-type': 'text/plain' }, '')).status).toBe(403);
    expect((await send(backend, 'POST', path, { ...OTHER_SITE, cookie, 'content-type': 'application/json' }, '{}')).status).toBe(403);
    expect(termsChanged(backend)).toBe(1);
  });

  it('refuses disconnect from another site or port: the session lives on and no cookie is cleared', async () => {
    const backend = makeBackend();
    const { ua, cookie } = await signedIn(backend);
    for (const from of [OTHER_SITE, OTHER_PORT]) {
      const res = await send(backend, 'POST', '/web-api/user/disconnect', { ...from, cookie, 'content-type': 'text/plain' });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // A form post of a browser that sends no Sec-Fetch-Site still carries its Origin.
    const form = await send(backend, 'POST', '/web-api/user/disconnect', {
      cookie,
      origin: 'http://127.0.0.1:3000',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    expect(await sessionAlive(backend, ua)).toBe(true);
  });

  it('refuses Origin: null and Sec-Fetch-Site: none without an Origin', async () => {
    const backend = makeBackend();
    const { ua, cookie } = await signedIn(backend);
    const json = { cookie, 'content-type': 'application/json' };
    expect((await send(backend, 'POST', '/web-api/user/disconnect', { ...json, origin: 'null' }, '{}')).status).toBe(403);
    expect((await send(backend, 'POST', '/web-api/user/disconnect', { ...json, 'sec-fetch-site': 'none' }, '{}')).status).toBe(403);
    expect(await sessionAlive(backend, ua)).toBe(true);
  });

  it('refuses the office calls from another origin: no account, no hidden balance', async () => {
    const backend = makeBackend();
    const { cookie } = await signedIn(backend);
    const headers = { ...OTHER_PORT, cookie, 'content-type': 'application/json' };
    expect((await send(backend, 'POST', '/web-api/office/hide-balance', headers, '{"user_hide_balance":true}')).status).toBe(403);
    expect((await send(backend, 'POST', '/web-api/office/accounts', headers, '{"iso":"USD"}')).status).toBe(403);
    expect((await send(backend, 'POST', '/web-api/office/accounts/convert', headers, '{"iso":"USD"}')).status).toBe(403);
    expect((await send(backend, 'DELETE', '/web-api/office/accounts/5001', headers, '{}')).status).toBe(403);
    expect((await send(backend, 'POST', '/web-api/office/hide-balance', { ...VIA_SITE, cookie, 'content-type': 'text/plain' }, '{"user_hide_balance":true}')).status).toBe(415);
    expect(hiddenBalance(backend) ?? 0).toBe(0);
    const accounts = backend.db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE user_id = 1001').get() as { n: number };
    expect(accounts.n).toBe(2);
  });

  it('accepts the site: Sec-Fetch-Site same-origin, or an Origin equal to the address the browser used', async () => {
    const backend = makeBackend();
    const { cookie } = await signedIn(backend);
    const json = { cookie, 'content-type': 'application/json' };
    const bySecFetch = await send(backend, 'POST', '/web-api/user/account/active', { ...json, 'sec-fetch-site': 'same-origin' }, '{"id":5002}');
    expect(bySecFetch.status).toBe(200);
    expect(activeAccountOf(backend)).toBe(5002);
    // http, where browsers send no Sec-Fetch-*: the Origin the rewrite proxy's X-Forwarded-Host names.
    const byOrigin = await send(backend, 'POST', '/web-api/user/account/active', { ...json, ...VIA_SITE, origin: SITE }, '{"id":5001}');
    expect(byOrigin.status).toBe(200);
    expect(activeAccountOf(backend)).toBe(5001);
    // The same site opened at another address is its own origin there.
    const other = { 'x-forwarded-host': '127.0.0.1:3000', 'x-forwarded-proto': 'http', origin: 'http://127.0.0.1:3000' };
    expect((await send(backend, 'POST', '/web-api/user/account/active', { ...json, ...other }, '{"id":5002}')).status).toBe(200);
  });

  it('accepts an Origin equal to SITE_URL, and still refuses any other', async () => {
    const backend = makeBackend({ siteUrl: 'https://www.betsite.example/' });
    const { cookie } = await signedIn(backend);
    const json = { cookie, 'content-type': 'application/json' };
    const ok = await send(backend, 'POST', '/web-api/user/account/active', { ...json, origin: 'https://www.betsite.example' }, '{"id":5002}');
    expect(ok.status).toBe(200);
    const refused = await send(backend, 'POST', '/web-api/user/account/active', { ...json, origin: 'https://betsite.example' }, '{"id":5001}');
    expect(refused.status).toBe(403);
    expect(activeAccountOf(backend)).toBe(5002);
  });

  it("keeps server-to-server calls working: no Origin and no Sec-Fetch-Site (the site's server code, curl)", async () => {
    const backend = makeBackend();
    const { ua, cookie } = await signedIn(backend);
    const res = await send(backend, 'POST', '/web-api/user/account/active', { cookie, 'content-type': 'application/json' }, '{"id":5002}');
    expect(res.status).toBe(200);
    expect(activeAccountOf(backend)).toBe(5002);
    expect((await send(backend, 'POST', '/web-api/user/disconnect', { cookie, 'content-type': 'application/json' }, '{}')).status).toBe(200);
    expect(await sessionAlive(backend, ua)).toBe(false);
  });

  it('leaves reads alone: a cross-site GET answers as before', async () => {
    const backend = makeBackend();
    const { cookie } = await signedIn(backend);
    const res = await send(backend, 'GET', '/web-api/user/checksession', { ...OTHER_SITE, cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user_id: 1001 });
  });

  it('covers every route under the guarded prefixes by default, unknown and later ones included', async () => {
    const backend = makeBackend();
    for (const path of ['/web-api/some/later/endpoint', '/limit-service-api/limits', '/social-api/oauth/new-thing']) {
      const res = await send(backend, 'POST', path, { ...OTHER_SITE, 'content-type': 'application/json' }, '{}');
      expect(res.status, path).toBe(403);
      expect((await send(backend, 'PUT', path, { 'content-type': 'text/plain' }, 'x')).status, path).toBe(415);
    }
  });

  it('lets the form endpoints take a form from the site, and nothing else', async () => {
    const backend = makeBackend();
    // The provider page the backend serves (through the site) posts its form back: a sign-in.
    const page = await backend.app.request('/social-api/oauth/vk/authorize?returnUrl=%2Fen');
    const state = /name="state" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const stateCookie = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const form = new URLSearchParams({ state, action: 'continue' }).toString();
    const formType = { 'content-type': 'application/x-www-form-urlencoded' };
    const fromSite = await send(
      backend,
      'POST',
      '/social-api/oauth/vk/callback',
      { ...VIA_SITE, origin: SITE, 'sec-fetch-site': 'same-origin', cookie: stateCookie, ...formType },
      form,
    );
    expect(fromSite.status).toBe(302);
    expect(fromSite.headers.getSetCookie().some((line) => line.startsWith('ua='))).toBe(true);
    expect((await send(backend, 'POST', '/social-api/oauth/vk/callback', { ...OTHER_SITE, ...formType }, form)).status).toBe(403);
    expect((await send(backend, 'POST', '/social-api/oauth/vk/callback', { 'content-type': 'text/plain' }, form)).status).toBe(415);
    const oneTap = await send(backend, 'POST', '/social-api/oauth/google-one-tap', { ...OTHER_PORT }, new FormData());
    expect(oneTap.status).toBe(403);
    // A form is refused where JSON is expected, even from the site.
    const login = await send(backend, 'POST', '/web-api/user/auth/login', { ...VIA_SITE, origin: SITE, ...formType }, 'login=a&password=b');
    expect(login.status).toBe(415);
  });
});

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Every JSON endpoint of the backend, signed in where it needs a session. */
const JSON_ENDPOINTS: [method: string, path: string][] = [
  ['POST', '/web-api/user/auth/login'],
  ['POST', '/web-api/user/auth/login/phone'],
  ['POST', '/web-api/user/auth/login/two-step'],
  ['POST', '/web-api/user/auth/sms/send'],
  ['POST', '/web-api/user/auth/login/sms'],
  ['POST', '/web-api/user/auth/login/token'],
  ['POST', '/web-api/user/registration/fast_reg'],
  ['POST', '/web-api/user/registration/phone_reg'],
  ['POST', '/web-api/user/registration/full_reg'],
  ['POST', '/web-api/user/registration/soc_reg'],
  ['POST', '/web-api/user/registration/pay_and_play'],
  ['POST', '/web-api/user/password/forgot'],
  ['POST', '/web-api/user/password/reset'],
  ['POST', '/web-api/captcha/validate'],
  ['POST', '/web-api/user/account/active'],
  ['POST', '/web-api/user/cookies-agreement'],
  ['POST', '/fragments/footer/ru'],
  ['POST', '/__control/session'],
  ['PATCH', '/__control/site-config'],
  ['PATCH', '/__control/users/player@example.com'],
  ['POST', '/__control/clock'],
  ['POST', '/__control/fragments'],
  ['POST', '/__control/google-credential'],
  ['POST', '/__control/login-token'],
];

/** The office answers its failures as `{ data: { message } }` (backend/README.md). */
const OFFICE_ENDPOINTS = ['/web-api/office/accounts', '/web-api/office/accounts/convert', '/web-api/office/hide-balance'];

const FRAGMENT_HEADERS = { 'x-render-mode': 'json', 'x-api-version': 'v2' };

describe('bad bodies', () => {
  it('answers 400 json_too_deep, never a 500, to 3 000 levels of nesting on every JSON endpoint', async () => {
    const backend = makeBackend();
    const { cookie } = await signedIn(backend);
    for (const [method, path] of JSON_ENDPOINTS) {
      const res = await send(backend, method, path, { cookie, ...FRAGMENT_HEADERS, 'content-type': 'application/json' }, deep(3000));
      expect(res.status, path).toBe(400);
      expect(res.json.errors[0].code, path).toBe('json_too_deep');
    }
    for (const path of OFFICE_ENDPOINTS) {
      const res = await send(backend, 'POST', path, { cookie, 'content-type': 'application/json' }, deep(3000));
      expect(res.status, path).toBe(400);
      expect(res.json.data.message, path).toMatch(/deeper than 32 levels/);
    }
  });

  it(`takes ${JSON_MAX_DEPTH} levels and refuses ${JSON_MAX_DEPTH + 1}; brackets inside strings do not count`, async () => {
    const backend = makeBackend();
    const at = (levels: number) => send(backend, 'POST', '/__control/session', { 'content-type': 'application/json' }, deep(levels));
    expect((await at(JSON_MAX_DEPTH)).json.errors[0].code).toBe('validation');
    expect((await at(JSON_MAX_DEPTH + 1)).json.errors[0].code).toBe('json_too_deep');
    const quoted = JSON.stringify({ login: `${'['.repeat(100)}"\\${'{'.repeat(100)}` });
    expect((await send(backend, 'POST', '/__control/session', { 'content-type': 'application/json' }, quoted)).status).toBe(404);
  });

  it('answers 413 payload_too_large to a 70 KiB JSON body, by Content-Length and as a stream without one', async () => {
    const backend = makeBackend();
    const { cookie } = await signedIn(backend);
    const big = JSON.stringify({ id: 5002, pad: 'x'.repeat(70 * 1024) });
    const headers = { cookie, 'content-type': 'application/json' };
    for (const path of ['/web-api/user/account/active', '/web-api/user/auth/login', '/__control/session']) {
      const res = await send(backend, 'POST', path, { ...headers, 'content-length': String(big.length) }, big);
      expect(res.status, path).toBe(413);
      expect(res.json.errors[0].code, path).toBe('payload_too_large');
      const stream = new Request(`http://backend${path}`, { method: 'POST', headers, body: streamOf(big), duplex: 'half' } as RequestInit);
      const streamed = await backend.app.request(stream);
      expect(streamed.status, `${path} streamed`).toBe(413);
    }
    expect(activeAccountOf(backend)).toBe(5001);
  });

  it('reads a body up to the limit', async () => {
    const backend = makeBackend();
    const padded = JSON.stringify({ login: 'player@example.com', pad: 'x'.repeat(BODY_LIMIT_BYTES - 60) });
    expect(Buffer.byteLength(padded)).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    // Past the limit check: the schema refuses the unknown key.
    const res = await send(backend, 'POST', '/__control/session', { 'content-type': 'application/json' }, padded);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].code).toBe('validation');
  });

  it('answers 400 bad_request to malformed JSON and to bytes that are not UTF-8', async () => {
    const backend = makeBackend();
    const json = { 'content-type': 'application/json' };
    expect((await send(backend, 'POST', '/web-api/user/auth/login', json, '{"login":')).json.errors[0].code).toBe('bad_request');
    expect((await send(backend, 'POST', '/web-api/user/auth/login', json, new Uint8Array([0x7b, 0xff, 0x7d]))).status).toBe(400);
  });
});

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 8192));
      offset += 8192;
    },
  });
}
