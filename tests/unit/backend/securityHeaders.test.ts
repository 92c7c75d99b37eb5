import { describe, expect, it } from 'vitest';
import { createApp } from '../../../backend/src/app';
import { createClock } from '../../../backend/src/clock';
import { openDb } from '../../../backend/src/setup/open';
import { seedDatabase } from '../../../backend/src/setup/seed';
import { API_CONTENT_SECURITY_POLICY } from '../../../backend/src/http/securityHeaders';
import { makeBackend } from './helpers';

// The backend's answers reach the browser through the site's rewrite, so every
// one of them carries the security headers, whatever route, status or error produced it.

function appFor(siteUrl?: string) {
  const db = openDb(':memory:');
  seedDatabase(db);
  return createApp({ db, clock: createClock(), secret: 'test-secret', siteUrl });
}

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

describe('backend security headers', () => {
  it('puts them on a JSON answer, a 404, a refused call and a thrown error', async () => {
    const { call } = makeBackend();
    const answers = [
      await call('GET', '/web-api/user/checksession'),
      await call('GET', '/web-api/no-such-endpoint'),
      await call('GET', '/web-api/office/currencies'),
      // A broken body from nowhere: refused by a thrown error (the request guard or the parser).
      await call('POST', '/web-api/user/login', { body: '{' }),
    ];
    expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([200, 404, 401]);
    expect(answers[3]!.status).toBeGreaterThanOrEqual(400);
    for (const { headers } of answers) {
      expectSecurityHeaders(headers);
      expect(headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it("keeps the provider page's own stricter policy and adds what it lacks", async () => {
    const page = await appFor().request('/social-api/oauth/vk/authorize?lng=en');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers);
    expect(page.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends HSTS only when SITE_URL is https', async () => {
    const secure = await appFor('https://bets.example').request('/web-api/user/checksession');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000');
    for (const siteUrl of ['http://localhost:3000', undefined]) {
      const plain = await appFor(siteUrl).request('/web-api/user/checksession');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    }
  });
});
