// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf, inbox, login, sessionOf, setCookies } from './authHelpers';

const FORGOT = '/web-api/user/password/forgot';
const RESET = '/web-api/user/password/reset';

describe('forgot password', () => {
  it('answers a reset token alike for an account and for nobody; only the account gets a code', async () => {
    const backend = makeBackend();
    const known = await backend.call('POST', FORGOT, { body: { email: 'player@example.com' } });
    const unknown = await backend.call('POST', FORGOT, { body: { email: 'nobody@example.com' } });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.json)).toEqual(['reset_token']);
      expect(res.json.reset_token).toMatch(/^[\w-]{32}$/);
    }
    expect(await inbox(backend, 'player@example.com')).toEqual([expect.objectContaining({ kind: 'password_reset' })]);
  });

  it('finds the account by login, e-mail or phone', async () => {
    const backend = makeBackend();
    await backend.call('POST', FORGOT, { body: { login: '1004' } });
    await backend.call('POST', FORGOT, { body: { email: 'TERMS@example.com' } });
    await backend.call('POST', FORGOT, { body: { phone: '+7 (999) 000-11-22' } });
    expect(await inbox(backend, 'fresh@example.com')).toHaveLength(1);
    expect(await inbox(backend, 'terms@example.com')).toHaveLength(1);
    expect(await inbox(backend, '+79990001122')).toHaveLength(1);
  });

  it('wants exactly one of login, email or phone', async () => {
    const backend = makeBackend();
    expect(codeOf(await backend.call('POST', FORGOT, { body: {} }))).toBe('validation');
    expect(codeOf(await backend.call('POST', FORGOT, { body: { login: 'a', email: 'b' } }))).toBe('validation');
  });

  it('sends one code a minute to the same address, account or not', async () => {
    const backend = makeBackend();
    for (const email of ['player@example.com', 'nobody@example.com']) {
      await backend.call('POST', FORGOT, { body: { email } });
      const again = await backend.call('POST', FORGOT, { body: { email } });
      expect(again.status, email).toBe(429);
      expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    backend.clock.setOffsetSeconds(61);
    expect((await backend.call('POST', FORGOT, { body: { email: 'player@example.com' } })).status).toBe(200);
  });
});

describe('reset password', () => {
  it('sets the new password and ends every session of the player', async () => {
    const backend = makeBackend();
    const phone = sessionOf(await login(backend, 'player@example.com'));
    const laptop = sessionOf(await login(backend, 'player@example.com'));
    const { reset_token } = (await backend.call('POST', FORGOT, { body: { login: 'player@example.com' } })).json;
    const { code } = (await inbox(backend, 'player@example.com'))[0]!;
    const res = await backend.call('POST', RESET, { body: { reset_token, code, password: 'newpass99' }, headers: laptop.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    expect(setCookies(res).ua?.attributes['max-age']).toBe('0');
    for (const session of [phone, laptop]) {
      expect((await backend.call('GET', '/web-api/user/config', { headers: session.cookie })).status).toBe(401);
      expect((await backend.call('GET', '/web-api/user/config', { headers: session.bearer })).status).toBe(401);
    }
    expect(codeOf(await login(backend, 'player@example.com'))).toBe('wrong_credentials');
    expect((await login(backend, 'player@example.com', 'newpass99')).status).toBe(200);
  });

  it('a wrong code is code_invalid, a used or late one code_expired, a weak password a validation error', async () => {
    const backend = makeBackend();
    const { reset_token } = (await backend.call('POST', FORGOT, { body: { login: 'fresh@example.com' } })).json;
    const { code } = (await inbox(backend, 'fresh@example.com'))[0]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(codeOf(await backend.call('POST', RESET, { body: { reset_token, code: wrongCode, password: 'newpass99' } }))).toBe('code_invalid');
    const weak = await backend.call('POST', RESET, { body: { reset_token, code, password: 'weak' } });
    expect(weak.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/password' } });
    expect((await backend.call('POST', RESET, { body: { reset_token, code, password: 'newpass99' } })).status).toBe(200);
    expect(codeOf(await backend.call('POST', RESET, { body: { reset_token, code, password: 'newpass99' } }))).toBe('code_expired');

    backend.clock.setOffsetSeconds(120);
    const late = (await backend.call('POST', FORGOT, { body: { login: 'fresh@example.com' } })).json.reset_token;
    const lateCode = (await inbox(backend, 'fresh@example.com')).at(-1)!.code;
    backend.clock.setOffsetSeconds(120 + 15 * 60 + 1);
    expect(codeOf(await backend.call('POST', RESET, { body: { reset_token: late, code: lateCode, password: 'newpass99' } }))).toBe('code_expired');
  });

  it('the token for nobody never resets anything', async () => {
    const backend = makeBackend();
    const { reset_token } = (await backend.call('POST', FORGOT, { body: { login: 'nobody' } })).json;
    for (const code of ['000000', '123456']) {
      expect(codeOf(await backend.call('POST', RESET, { body: { reset_token, code, password: 'newpass99' } }))).toBe('code_invalid');
    }
  });
});
