// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf, login, sessionOf, setCookies } from './authHelpers';
import { linkTo, mailOf } from './accountLinksHelpers';

const FORGOT = '/web-api/user/password/forgot';
const RESET = '/web-api/user/links/password-reset';
const CHECK = '/web-api/user/links/password-reset?token=';

async function resetLink(backend: ReturnType<typeof makeBackend>, lng = 'ru') {
  await backend.call('POST', `${FORGOT}?lng=${lng}`, { body: { login: 'player@example.com' } });
  return linkTo(backend, 'player@example.com', 'user/passwordreset');
}

describe('the reset link', () => {
  it('comes by letter with the forgot-password code, in the request language, to the site', async () => {
    const backend = makeBackend({ siteUrl: 'https://bets.example' });
    const { url, token } = await resetLink(backend, 'en');
    expect(`${url.origin}${url.pathname}`).toBe('https://bets.example/en/user/passwordreset');
    expect(token).toMatch(/^[\w-]{32}$/);
    const [letter] = await mailOf(backend, 'player@example.com');
    expect(letter).toMatchObject({ to: 'player@example.com', subject: 'Resetting your password' });
    // The token is kept only as its HMAC.
    expect(backend.db.prepare('SELECT COUNT(*) AS n FROM account_link_tokens WHERE token_hash = ?').get(token)).toEqual({ n: 0 });
    // A letter for nobody: none goes, and the answer is the same.
    const nobody = await backend.call('POST', FORGOT, { body: { email: 'nobody@example.com' } });
    expect(Object.keys(nobody.json)).toEqual(['reset_token']);
  });

  it('sets the new password, ends every session, signs this browser in and is spent', async () => {
    const backend = makeBackend();
    const other = sessionOf(await login(backend, 'player@example.com'));
    const { token } = await resetLink(backend);
    expect((await backend.call('GET', `${CHECK}${token}`)).json).toMatchObject({ state: 'valid' });

    const res = await backend.call('POST', RESET, { body: { token, password: 'fresh2025', password_confirm: 'fresh2025' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ user_id: 1001, login: 'player@example.com', terms_changed: false });
    const mine = sessionOf(res);
    expect(mine.ua).not.toBe('');
    expect(setCookies(res).ua?.attributes).toHaveProperty('httponly');
    expect((await backend.call('GET', '/web-api/user/config', { headers: mine.cookie })).status).toBe(200);
    expect((await backend.call('GET', '/web-api/user/config', { headers: other.cookie })).status).toBe(401);
    expect((await login(backend, 'player@example.com', 'Player123!')).status).toBe(400);
    expect((await login(backend, 'player@example.com', 'fresh2025')).status).toBe(200);

    expect((await backend.call('GET', `${CHECK}${token}`)).json).toMatchObject({ state: 'used' });
    const again = await backend.call('POST', RESET, { body: { token, password: 'other2025', password_confirm: 'other2025' } });
    expect(again.status).toBe(410);
    expect(codeOf(again)).toBe('link_used');
  });

  it('expires an hour after it was sent (backend clock)', async () => {
    const backend = makeBackend();
    const { token } = await resetLink(backend);
    backend.clock.setOffsetSeconds(3599);
    expect((await backend.call('GET', `${CHECK}${token}`)).json).toMatchObject({ state: 'valid' });
    backend.clock.setOffsetSeconds(3600);
    expect((await backend.call('GET', `${CHECK}${token}`)).json).toMatchObject({ state: 'expired', expires_at: null });
    const res = await backend.call('POST', RESET, { body: { token, password: 'fresh2025', password_confirm: 'fresh2025' } });
    expect(res.status).toBe(410);
    expect(codeOf(res)).toBe('link_expired');
    expect((await login(backend, 'player@example.com', 'Player123!')).status).toBe(200);
  });

  it('refuses a wrong token, and a token made for another page', async () => {
    const backend = makeBackend();
    const { token } = await resetLink(backend);
    // One character changed: a different last character, whatever the token ends with.
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of ['x'.repeat(32), changed]) {
      expect((await backend.call('GET', `${CHECK}${wrong}`)).json).toMatchObject({ state: 'invalid' });
      const res = await backend.call('POST', RESET, { body: { token: wrong, password: 'fresh2025', password_confirm: 'fresh2025' } });
      expect(codeOf(res)).toBe('link_invalid');
    }
    expect((await backend.call('GET', `/web-api/user/links/verify?token=${token}`)).json).toMatchObject({ state: 'invalid' });
  });

  it('holds the new password to the registration rules and to its repetition, and keeps the link meanwhile', async () => {
    const backend = makeBackend();
    const { token } = await resetLink(backend);
    const cases: [string, string, string][] = [
      ['short1', 'short1', '/password'],
      ['lettersonly', 'lettersonly', '/password'],
      ['12345678', '12345678', '/password'],
      ['fresh2025', 'fresh2026', '/password_confirm'],
    ];
    for (const [password, password_confirm, pointer] of cases) {
      const res = await backend.call('POST', RESET, { body: { token, password, password_confirm } });
      expect(res.status, password).toBe(400);
      expect(res.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer } });
    }
    expect((await backend.call('GET', `${CHECK}${token}`)).json).toMatchObject({ state: 'valid' });
  });

  it('only the newest link works; an expired one can ask for a new letter, once a minute', async () => {
    const backend = makeBackend();
    const first = await resetLink(backend);
    backend.clock.setOffsetSeconds(61);
    const second = await resetLink(backend);
    expect((await backend.call('GET', `${CHECK}${first.token}`)).json).toMatchObject({ state: 'expired' });
    expect((await backend.call('GET', `${CHECK}${second.token}`)).json).toMatchObject({ state: 'valid' });

    backend.clock.setOffsetSeconds(61 + 3600);
    const renew = await backend.call('POST', '/web-api/user/links/renew', { body: { kind: 'password-reset', token: second.token } });
    expect(renew.status).toBe(202);
    const third = await linkTo(backend, 'player@example.com', 'user/passwordreset');
    expect(third.token).not.toBe(second.token);
    expect((await backend.call('GET', `${CHECK}${third.token}`)).json).toMatchObject({ state: 'valid' });
    const soon = await backend.call('POST', '/web-api/user/links/renew', { body: { kind: 'password-reset', token: second.token } });
    expect(soon.status).toBe(429);
    const unknown = await backend.call('POST', '/web-api/user/links/renew', { body: { kind: 'password-reset', token: 'y'.repeat(32) } });
    expect(codeOf(unknown)).toBe('link_invalid');
  });
});
