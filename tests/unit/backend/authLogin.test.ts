// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf, inbox, login, sessionOf, setCookies } from './authHelpers';

describe('login by login name, e-mail or id', () => {
  it('signs in with the e-mail, the login name or the user id and answers the user id', async () => {
    const backend = makeBackend();
    for (const typed of ['player@example.com', 'PLAYER@example.com', '1001', '+79990001122']) {
      const res = await login(backend, typed);
      expect(res.status, typed).toBe(200);
      expect(res.json.user_id, typed).toBe(typed === '+79990001122' ? 1006 : 1001);
      expect(res.json.terms_changed).toBe(false);
    }
  });

  it('answers wrong_credentials alike for a wrong password and an unknown login, and sets no cookie', async () => {
    const backend = makeBackend();
    const wrongPassword = await login(backend, 'player@example.com', 'Player123?');
    const unknown = await login(backend, 'nobody@example.com');
    for (const res of [wrongPassword, unknown]) {
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([{ code: 'wrong_credentials', detail: 'Wrong login or password' }]);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('the session it opens works by cookie and by bearer token', async () => {
    const backend = makeBackend();
    const session = sessionOf(await login(backend, 'player@example.com'));
    expect((await backend.call('GET', '/web-api/user/checksession', { headers: session.cookie })).json.user_id).toBe(1001);
    expect((await backend.call('GET', '/web-api/user/config', { headers: session.bearer })).json.result.user_id).toBe(1001);
  });

  it('says when the player must accept changed terms first', async () => {
    const backend = makeBackend();
    expect((await login(backend, 'terms@example.com')).json).toEqual({ user_id: 1003, terms_changed: true });
  });

  it('signs a banned player in: the site guards and the rights decide what he may do', async () => {
    const backend = makeBackend();
    const res = await login(backend, 'banned@example.com');
    expect(res.status).toBe(200);
    const rights = await backend.call('GET', '/web-api/user/rights', { headers: sessionOf(res).cookie });
    expect(rights.json).toEqual({ rights: ['withdraw'], ban_level: 45, ban_version: 0, allowed_ban_level: 45 });
  });

  it('names the invalid fields with JSON:API pointers', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', '/web-api/user/auth/login', { body: { login: '', save: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { code: string; source: { pointer: string } }) => [e.code, e.source.pointer])).toEqual([
      ['validation', '/login'],
      ['validation', '/password'],
      ['validation', '/save'],
    ]);
  });

  it('refuses a body that is not application/json (no sign-in from a cross-site form)', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', '/web-api/user/auth/login', {
      body: undefined,
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(codeOf(res)).toBe('unsupported_media_type');
  });

  it('is never cached', async () => {
    const backend = makeBackend();
    expect((await login(backend, 'player@example.com')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('cookies of a sign-in', () => {
  it('in development: ua HttpOnly, user_token readable, both SameSite=Lax, Path=/, no Secure', async () => {
    const backend = makeBackend();
    const cookies = setCookies(await login(backend, 'player@example.com', 'Player123!', { save: true }));
    expect(cookies.ua?.attributes).toEqual({ 'max-age': '86400', path: '/', httponly: '', samesite: 'Lax' });
    expect(cookies.user_token?.attributes).toEqual({ 'max-age': '3600', path: '/', samesite: 'Lax' });
  });

  it('in production: both Secure', async () => {
    const backend = makeBackend({ secureCookies: true });
    const cookies = setCookies(await login(backend, 'player@example.com'));
    expect(cookies.ua?.attributes).toHaveProperty('secure');
    expect(cookies.ua?.attributes).toHaveProperty('httponly');
    expect(cookies.user_token?.attributes).toHaveProperty('secure');
    expect(cookies.user_token?.attributes).not.toHaveProperty('httponly');
  });

  it('without "remember me" ua is a browser-session cookie; user_token still expires with the token', async () => {
    const backend = makeBackend();
    const res = await login(backend, 'player@example.com', 'Player123!', { save: false });
    const cookies = setCookies(res);
    expect(cookies.ua?.attributes).not.toHaveProperty('max-age');
    const exp = JSON.parse(Buffer.from(cookies.user_token!.value.split('.')[0]!, 'base64url').toString()).exp;
    const now = Math.floor(Date.now() / 1000);
    expect(Number(cookies.user_token?.attributes['max-age'])).toBeCloseTo(exp - now, -1);
  });

  it('the token carries the ban level and version the site middleware reads', async () => {
    const backend = makeBackend();
    await backend.call('PATCH', '/__control/users/banned@example.com', { body: { banLevel: 53, banVersion: 1 } });
    const { token } = sessionOf(await login(backend, 'banned@example.com'));
    const claims = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(claims).toMatchObject({ uid: 1002, ban: 53, bv: 1 });
  });
});

describe('a new session at every login', () => {
  it('two logins give two sessions; the browser\'s old ua and token stop working', async () => {
    const backend = makeBackend();
    const first = sessionOf(await login(backend, 'player@example.com'));
    const second = sessionOf(await login(backend, 'player@example.com', 'Player123!', {}, first.cookie));
    expect(second.ua).not.toBe(first.ua);
    expect((await backend.call('GET', '/web-api/user/checksession', { headers: first.cookie })).json.user_id).toBeNull();
    expect((await backend.call('GET', '/web-api/user/balance', { headers: first.bearer })).status).toBe(401);
    expect((await backend.call('GET', '/web-api/user/balance', { headers: second.bearer })).status).toBe(200);
  });

  it('another browser\'s session of the same player stays', async () => {
    const backend = makeBackend();
    const laptop = sessionOf(await login(backend, 'player@example.com'));
    await login(backend, 'player@example.com');
    expect((await backend.call('GET', '/web-api/user/checksession', { headers: laptop.cookie })).json.user_id).toBe(1001);
  });
});

describe('login by phone', () => {
  it('takes the country as ISO code or calling code and the number in any punctuation', async () => {
    const backend = makeBackend();
    for (const [country_code, phone_number] of [['ru', '999 123-45-67'], ['+7', '(999) 1234567'], ['kz', '+7 999 123 45 67']]) {
      const res = await backend.call('POST', '/web-api/user/auth/login/phone', {
        body: { phone_number, country_code, password: 'Player123!', save: false },
      });
      expect(res.status, `${country_code} ${phone_number}`).toBe(200);
      expect(res.json.user_id).toBe(1001);
      expect(setCookies(res).ua?.attributes).toHaveProperty('httponly');
    }
  });

  it('wrong password: wrong_credentials; unknown country or a number of the wrong length: validation', async () => {
    const backend = makeBackend();
    const call = (body: object) => backend.call('POST', '/web-api/user/auth/login/phone', { body: { password: 'Player123!', ...body } });
    const wrong = await call({ phone_number: '9991234567', country_code: 'ru', password: 'nope' });
    expect(codeOf(wrong)).toBe('wrong_credentials');
    const country = await call({ phone_number: '9991234567', country_code: 'xx' });
    expect(country.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/country_code' } });
    const short = await call({ phone_number: '99912', country_code: 'ru' });
    expect(short.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/phone_number' } });
  });
});

describe('two-step sign-in', () => {
  it('after the password: no session yet, a code in the inbox, then the code signs in', async () => {
    const backend = makeBackend();
    const first = await login(backend, 'twostep@example.com', 'Player123!', { save: true });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ two_step_required: true, two_step_token: expect.any(String) });
    expect(first.headers.getSetCookie()).toEqual([]);
    const [message] = await inbox(backend, 'twostep@example.com');
    expect(message).toMatchObject({ kind: 'two_step', code: expect.stringMatching(/^\d{6}$/) });
    const second = await backend.call('POST', '/web-api/user/auth/login/two-step', {
      body: { two_step_token: first.json.two_step_token, code: message!.code, save: true },
    });
    expect(second.status).toBe(200);
    expect(second.json.user_id).toBe(1005);
    expect(setCookies(second).ua?.attributes['max-age']).toBe('86400');
  });

  it('a wrong code is code_invalid with the attempts left; a used or expired code is code_expired', async () => {
    const backend = makeBackend();
    const step = async () => (await login(backend, 'twostep@example.com')).json.two_step_token as string;
    const send = (two_step_token: string, code: string) =>
      backend.call('POST', '/web-api/user/auth/login/two-step', { body: { two_step_token, code } });

    const token = await step();
    const { code } = (await inbox(backend, 'twostep@example.com')).at(-1)!;
    const wrong = await send(token, code === '000000' ? '111111' : '000000');
    expect(wrong.json.errors[0]).toMatchObject({ code: 'code_invalid', meta: { attempts_left: 4 } });
    expect((await send(token, code)).status).toBe(200);
    expect(codeOf(await send(token, code))).toBe('code_expired');

    const later = await step();
    const laterCode = (await inbox(backend, 'twostep@example.com')).at(-1)!.code;
    backend.clock.setOffsetSeconds(5 * 60 + 1);
    expect(codeOf(await send(later, laterCode))).toBe('code_expired');
  });

  it('five wrong codes spend the code', async () => {
    const backend = makeBackend();
    const token = (await login(backend, 'twostep@example.com')).json.two_step_token as string;
    const { code } = (await inbox(backend, 'twostep@example.com')).at(-1)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await backend.call('POST', '/web-api/user/auth/login/two-step', { body: { two_step_token: token, code: wrongCode } });
    }
    const right = await backend.call('POST', '/web-api/user/auth/login/two-step', { body: { two_step_token: token, code } });
    expect(codeOf(right)).toBe('code_expired');
  });

  it('an unknown two-step token is code_invalid', async () => {
    const backend = makeBackend();
    const res = await backend.call('POST', '/web-api/user/auth/login/two-step', { body: { two_step_token: 'nope', code: '123456' } });
    expect(codeOf(res)).toBe('code_invalid');
  });
});

describe('login by token (one-time link)', () => {
  it('signs in once with a link from the control API; tampered or reused links are refused', async () => {
    const backend = makeBackend();
    const link = (await backend.call('POST', '/__control/login-token', { body: { login: 'fresh@example.com' } })).json;
    expect(link).toEqual({ method_id: 1, token: expect.any(String), sign: expect.any(String) });
    const call = (body: object) => backend.call('POST', '/web-api/user/auth/login/token', { body: { lng: 'en', ...body } });

    const tampered = await call({ ...link, sign: `${link.sign.slice(0, -2)}xx` });
    expect(codeOf(tampered)).toBe('wrong_credentials');
    const otherMethod = await call({ ...link, method_id: 2 });
    expect(otherMethod.json.errors[0]).toMatchObject({ code: 'validation', source: { pointer: '/method_id' } });

    const ok = await call(link);
    expect(ok.status).toBe(200);
    expect(ok.json.user_id).toBe(1004);
    expect(setCookies(ok)).toHaveProperty('ua');
    expect(codeOf(await call(link))).toBe('code_expired');
  });

  it('a link expires after 10 minutes', async () => {
    const backend = makeBackend();
    const link = (await backend.call('POST', '/__control/login-token', { body: { login: 'fresh@example.com' } })).json;
    backend.clock.setOffsetSeconds(601);
    expect(codeOf(await backend.call('POST', '/web-api/user/auth/login/token', { body: link }))).toBe('code_expired');
  });
});
