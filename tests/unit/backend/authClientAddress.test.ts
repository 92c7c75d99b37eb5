// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../backend/src/app';
import { createClock } from '../../../backend/src/clock';
import { openDb } from '../../../backend/src/setup/open';
import { seedDatabase } from '../../../backend/src/setup/seed';
import { makeBackend, TEST_SITE_PROXY_KEY } from './helpers';
import { codeOf, fromClient, login } from './authHelpers';

// Who is asking is the site's view (with its key) or the socket, never a
// client-sent X-Forwarded-For.
const WRONG = 'wrong-password';

describe('the client address the captcha and the lock count by', () => {
  it('12 wrong passwords with a new X-Forwarded-For each and no site key still meet the captcha', async () => {
    const backend = makeBackend();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 12; i += 1) {
      codes.push(codeOf(await login(backend, 'player@example.com', WRONG, {}, { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `192.0.2.${i}` })));
    }
    expect(codes).toEqual([...Array(3).fill('wrong_credentials'), ...Array(9).fill('captcha_required')]);
  });

  it('a wrong or missing site key makes the site header a claim like any other', async () => {
    const backend = makeBackend();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 12; i += 1) {
      const key: Record<string, string> = i % 2 === 0 ? { 'x-site-proxy-key': `${TEST_SITE_PROXY_KEY}-guess` } : {};
      // Different accounts, so only the per-client count can bring the captcha.
      codes.push(codeOf(await login(backend, `nobody${i}@example.com`, WRONG, {}, { 'x-site-client-address': `198.51.100.${i}`, 'x-forwarded-for': `203.0.113.${i}`, ...key })));
    }
    expect(codes).toEqual([...Array(3).fill('wrong_credentials'), ...Array(9).fill('captcha_required')]);
  });

  it('with the site key, the site header names the client: one client\'s failures do not ask another for a captcha', async () => {
    const backend = makeBackend();
    for (let i = 0; i < 3; i += 1) await login(backend, `nobody${i}@example.com`, WRONG, {}, fromClient('203.0.113.7'));
    expect(codeOf(await login(backend, 'fresh@example.com', 'Player123!', {}, fromClient('203.0.113.7')))).toBe('captcha_required');
    expect((await login(backend, 'fresh@example.com', 'Player123!', {}, fromClient('198.51.100.2'))).status).toBe(200);
    // The same client however its address is written (IPv4-mapped IPv6).
    for (let i = 0; i < 3; i += 1) await login(backend, `other${i}@example.com`, WRONG, {}, fromClient('::ffff:192.0.2.44'));
    expect(codeOf(await login(backend, 'terms@example.com', 'Player123!', {}, fromClient('192.0.2.44')))).toBe('captcha_required');
  });

  it('BACKEND_TRUSTED_PROXY_COUNT=1: the last X-Forwarded-For entry (the operator\'s proxy wrote it), not the client\'s ones', async () => {
    const db = openDb(':memory:');
    seedDatabase(db);
    const app = createApp({ db, clock: createClock(), secret: 'test-secret', trustedProxyCount: 1, pause: async () => {} });
    const attempt = async (login: string, password: string, forwardedFor: string) => {
      const res = await app.request('/web-api/user/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ login, password }),
      });
      return ((await res.json()) as { errors?: { code: string }[] }).errors?.[0]?.code ?? String(res.status);
    };
    for (let i = 0; i < 3; i += 1) expect(await attempt(`nobody${i}@example.com`, WRONG, `10.0.0.${i}, 203.0.113.7`)).toBe('wrong_credentials');
    expect(await attempt('fresh@example.com', 'Player123!', '10.9.9.9, 203.0.113.7')).toBe('captcha_required');
    expect(await attempt('fresh@example.com', 'Player123!', '203.0.113.7, 198.51.100.9')).toBe('200');
  });
});
