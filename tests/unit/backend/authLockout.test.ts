// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountSlowdownMs } from '../../../backend/src/auth/attempts';
import { makeBackend } from './helpers';
import { codeOf, fromClient, inbox, login, solvedCaptcha, type Backend } from './authHelpers';

// Failures against an account bring the captcha and slower answers, never a lock
// of its owner; the hard lock is per client address only.
const WRONG = 'wrong-password';

/** One wrong password from each of `count` addresses, each with a solved captcha when one is asked for. */
async function attackFromMany(backend: Backend, loginName: string, count: number) {
  const codes: (string | undefined)[] = [];
  for (let i = 0; i < count; i += 1) {
    const client = fromClient(`198.51.100.${i + 1}`);
    let res = await login(backend, loginName, WRONG, {}, client);
    if (codeOf(res) === 'captcha_required') res = await login(backend, loginName, WRONG, { captcha: await solvedCaptcha(backend, client) }, client);
    codes.push(codeOf(res));
  }
  return codes;
}

describe('failures against one account', () => {
  it('12 failures from other addresses: the owner signs in with the right password and a solved captcha', async () => {
    const backend = makeBackend();
    expect(await attackFromMany(backend, 'player@example.com', 12)).toEqual(Array(12).fill('wrong_credentials'));

    const owner = fromClient('192.0.2.1');
    const asked = await login(backend, 'player@example.com', 'Player123!', {}, owner);
    expect(asked.status).toBe(400);
    expect(codeOf(asked)).toBe('captcha_required');
    const res = await login(backend, 'player@example.com', 'Player123!', { captcha: await solvedCaptcha(backend, owner) }, owner);
    expect(res.status).toBe(200);
    expect(res.json.user_id).toBe(1001);
  });

  it('slows the answers down as they grow, capped, and only for that account', async () => {
    const backend = makeBackend();
    await attackFromMany(backend, 'player@example.com', 2);
    expect(backend.pauses).toEqual([]);
    await attackFromMany(backend, 'player@example.com', 8);
    // Failures 3..9 were there before attempts 4..10: 250, 500, 1000, 2000, then the 3000 cap.
    expect(backend.pauses).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000]);
    backend.pauses.length = 0;
    expect((await login(backend, 'fresh@example.com', 'Player123!', {}, fromClient('192.0.2.1'))).status).toBe(200);
    expect(backend.pauses).toEqual([]);
  });

  it('accountSlowdownMs: nothing below 3 failures, then doubling from 250 ms up to 3 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 100].map(accountSlowdownMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000]);
  });

  it('wrong reset codes from many addresses do not stop the owner\'s right code', async () => {
    const backend = makeBackend();
    for (let round = 0; round < 2; round += 1) {
      const { reset_token } = (await backend.call('POST', '/web-api/user/password/forgot', { body: { login: 'player@example.com' } })).json;
      for (let i = 0; i < 5; i += 1) {
        const res = await backend.call('POST', '/web-api/user/password/reset', {
          body: { reset_token, code: '000000', password: 'Attacker123' },
          headers: fromClient(`198.51.100.${round * 5 + i + 1}`),
        });
        expect(codeOf(res)).toBe('code_invalid');
      }
      backend.clock.setOffsetSeconds((round + 1) * 61);
    }
    const { reset_token } = (await backend.call('POST', '/web-api/user/password/forgot', { body: { login: 'player@example.com' } })).json;
    const code = (await inbox(backend, 'player@example.com')).at(-1)!.code;
    const res = await backend.call('POST', '/web-api/user/password/reset', {
      body: { reset_token, code, password: 'Owner12345' },
      headers: fromClient('192.0.2.1'),
    });
    expect(res.status).toBe(200);
    expect(backend.pauses.at(-1)).toBe(3000);
  });
});

describe('the lock per client address', () => {
  it('10 failures from one address lock it, whichever accounts they were against; other addresses are not locked', async () => {
    const backend = makeBackend();
    const client = fromClient('203.0.113.7');
    let last;
    for (let i = 0; i < 10; i += 1) {
      const captcha = i >= 3 ? await solvedCaptcha(backend, client) : undefined;
      last = await login(backend, `nobody${i}@example.com`, WRONG, captcha ? { captcha } : {}, client);
    }
    expect(last!.status).toBe(429);
    expect(codeOf(last!)).toBe('too_many_attempts');
    const captcha = await solvedCaptcha(backend, client);
    expect((await login(backend, 'player@example.com', 'Player123!', { captcha }, client)).status).toBe(429);
    expect((await login(backend, 'player@example.com', 'Player123!', {}, fromClient('192.0.2.1'))).status).toBe(200);
  });
});
