// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { codeOf, fromClient, login, solvedCaptcha } from './authHelpers';

const WRONG = 'wrong-password';

describe('captcha after 3 failed logins from one client', () => {
  it('the 4th attempt needs a captcha; with a solved one the right password signs in', async () => {
    const backend = makeBackend();
    const client = fromClient('203.0.113.7');
    for (let i = 0; i < 3; i += 1) expect(codeOf(await login(backend, 'player@example.com', WRONG, {}, client))).toBe('wrong_credentials');
    const blocked = await login(backend, 'player@example.com', 'Player123!', {}, client);
    expect(blocked.status).toBe(400);
    expect(codeOf(blocked)).toBe('captcha_required');
    const captcha = await solvedCaptcha(backend, client);
    const res = await login(backend, 'player@example.com', 'Player123!', { captcha }, client);
    expect(res.status).toBe(200);
    expect(res.json.user_id).toBe(1001);
  });

  it('counts failures per client, across accounts; another client is not asked', async () => {
    const backend = makeBackend();
    const client = fromClient('203.0.113.7');
    await login(backend, 'player@example.com', WRONG, {}, client);
    await login(backend, 'fresh@example.com', WRONG, {}, client);
    await login(backend, 'nobody@example.com', WRONG, {}, client);
    expect(codeOf(await login(backend, 'terms@example.com', 'Player123!', {}, client))).toBe('captcha_required');
    expect((await login(backend, 'terms@example.com', 'Player123!', {}, fromClient('198.51.100.2'))).status).toBe(200);
  });

  it('ignores a client-sent X-Forwarded-For or X-Real-IP (authClientAddress.test.ts has the rest)', async () => {
    const backend = makeBackend();
    for (let i = 0; i < 3; i += 1) await login(backend, 'player@example.com', WRONG, {}, { 'x-forwarded-for': `10.0.0.${i}`, 'x-real-ip': `192.0.2.${i}` });
    expect(codeOf(await login(backend, 'fresh@example.com', 'Player123!', {}, { 'x-forwarded-for': '203.0.113.7' }))).toBe('captcha_required');
  });

  it('a wrong, reused, or other client\'s captcha token is captcha_invalid', async () => {
    const backend = makeBackend();
    const client = fromClient('203.0.113.7');
    for (let i = 0; i < 3; i += 1) await login(backend, 'player@example.com', WRONG, {}, client);
    expect(codeOf(await login(backend, 'player@example.com', 'Player123!', { captcha: 'made-up' }, client))).toBe('captcha_invalid');

    const theirs = await solvedCaptcha(backend, fromClient('198.51.100.2'));
    expect(codeOf(await login(backend, 'player@example.com', 'Player123!', { captcha: theirs }, client))).toBe('captcha_invalid');

    const captcha = await solvedCaptcha(backend, client);
    expect(codeOf(await login(backend, 'player@example.com', WRONG, { captcha }, client))).toBe('wrong_credentials');
    expect(codeOf(await login(backend, 'player@example.com', 'Player123!', { captcha }, client))).toBe('captcha_invalid');
  });

  it('a captcha token lives 2 minutes', async () => {
    const backend = makeBackend();
    for (let i = 0; i < 3; i += 1) await login(backend, 'player@example.com', WRONG);
    const captcha = await solvedCaptcha(backend);
    backend.clock.setOffsetSeconds(121);
    expect(codeOf(await login(backend, 'player@example.com', 'Player123!', { captcha }))).toBe('captcha_invalid');
  });

  it('applies to login by phone too', async () => {
    const backend = makeBackend();
    const body = { phone_number: '9991234567', country_code: 'ru', password: WRONG };
    for (let i = 0; i < 3; i += 1) await backend.call('POST', '/web-api/user/auth/login/phone', { body });
    const res = await backend.call('POST', '/web-api/user/auth/login/phone', { body: { ...body, password: 'Player123!' } });
    expect(codeOf(res)).toBe('captcha_required');
  });

  it('the failures leave the count after 15 minutes', async () => {
    const backend = makeBackend();
    for (let i = 0; i < 3; i += 1) await login(backend, 'player@example.com', WRONG);
    backend.clock.setOffsetSeconds(15 * 60 + 1);
    expect((await login(backend, 'player@example.com')).status).toBe(200);
  });
});

/** Fails `times` logins, each with a fresh captcha once one is needed. */
async function failLogins(backend: ReturnType<typeof makeBackend>, loginName: string, times: number, headers: Record<string, string>) {
  let last;
  for (let i = 0; i < times; i += 1) {
    const captcha = i >= 3 ? await solvedCaptcha(backend, headers) : undefined;
    last = await login(backend, loginName, WRONG, captcha ? { captcha } : {}, headers);
  }
  return last!;
}

describe('lockout', () => {
  it('the 10th failure from one client locks it: 429 with Retry-After and when to try again', async () => {
    const backend = makeBackend();
    const client = fromClient('203.0.113.7');
    const tenth = await failLogins(backend, 'player@example.com', 10, client);
    expect(tenth.status).toBe(429);
    expect(codeOf(tenth)).toBe('too_many_attempts');
    // The lock ends when the oldest of the ten failures is 15 minutes old (the test took a moment).
    const retryAfter = Number(tenth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(840);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(tenth.json.errors[0].meta).toEqual({ retry_after: retryAfter, retry_at: expect.any(String) });
    expect(tenth.json.errors[0].detail).toMatch(/Try again in 15 min \(at \d{4}-\d{2}-\d{2}T/);

    // Locked even with the right password and a solved captcha.
    const captcha = await solvedCaptcha(backend, client);
    expect((await login(backend, 'player@example.com', 'Player123!', { captcha }, client)).status).toBe(429);

    backend.clock.setOffsetSeconds(15 * 60 + 1);
    expect((await login(backend, 'player@example.com', 'Player123!', {}, client)).status).toBe(200);
  });

  it('an account attacked from many clients is not locked: captcha and slower answers instead (authLockout.test.ts)', async () => {
    const backend = makeBackend();
    for (let i = 0; i < 10; i += 1) {
      const client = fromClient(`198.51.100.${i}`);
      const captcha = i >= 3 ? await solvedCaptcha(backend, client) : undefined;
      expect(codeOf(await login(backend, 'player@example.com', WRONG, captcha ? { captcha } : {}, client))).toBe('wrong_credentials');
    }
    const owner = fromClient('192.0.2.1');
    expect(codeOf(await login(backend, 'player@example.com', 'Player123!', {}, owner))).toBe('captcha_required');
    expect((await login(backend, 'player@example.com', 'Player123!', { captcha: await solvedCaptcha(backend, owner) }, owner)).status).toBe(200);
    expect((await login(backend, 'fresh@example.com', 'Player123!', {}, fromClient('192.0.2.1'))).status).toBe(200);
  });

  it('a success clears the client\'s failures against that account', async () => {
    const backend = makeBackend();
    for (let i = 0; i < 2; i += 1) await login(backend, 'player@example.com', WRONG);
    expect((await login(backend, 'player@example.com')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) await login(backend, 'player@example.com', WRONG);
    expect((await login(backend, 'player@example.com')).status).toBe(200);
  });
});

describe('device fingerprint header', () => {
  it('an absent header is accepted; a valid one too; an unknown or expired one is fingerprint_required', async () => {
    const backend = makeBackend();
    const fingerprint = (await backend.call('GET', '/web-api/fingerprint')).json;
    expect(fingerprint).toEqual({ token: expect.any(String), expiresAt: expect.any(Number), data: expect.any(Object) });
    expect(fingerprint.expiresAt - Date.now()).toBeGreaterThan(29 * 60 * 1000);

    expect((await login(backend, 'player@example.com')).status).toBe(200);
    expect((await login(backend, 'player@example.com', 'Player123!', {}, { 'x-device-fingerprint': fingerprint.token })).status).toBe(200);

    const forged = await login(backend, 'player@example.com', 'Player123!', {}, { 'x-device-fingerprint': 'forged.value' });
    expect(forged.status).toBe(400);
    expect(codeOf(forged)).toBe('fingerprint_required');

    backend.clock.setOffsetSeconds(31 * 60);
    const expired = await login(backend, 'player@example.com', 'Player123!', {}, { 'x-device-fingerprint': fingerprint.token });
    expect(codeOf(expired)).toBe('fingerprint_required');
  });

  it('a user_token is no fingerprint', async () => {
    const backend = makeBackend();
    const { token } = await backend.signIn();
    expect(codeOf(await login(backend, 'player@example.com', 'Player123!', {}, { 'x-device-fingerprint': token }))).toBe('fingerprint_required');
  });

  it('is checked on registration and password calls too', async () => {
    const backend = makeBackend();
    const headers = { 'x-device-fingerprint': 'forged.value' };
    const reg = await backend.call('POST', '/web-api/user/registration/fast_reg', {
      body: { currency: 'RUB', country_id: 1, bonus_choice: 0 },
      headers,
    });
    const forgot = await backend.call('POST', '/web-api/user/password/forgot', { body: { login: 'player@example.com' }, headers });
    expect([codeOf(reg), codeOf(forgot)]).toEqual(['fingerprint_required', 'fingerprint_required']);
  });
});
