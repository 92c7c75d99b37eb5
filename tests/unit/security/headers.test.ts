import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  fragmentSources,
  pageContentSecurityPolicy,
  securityHeaders,
  siteSecurityHeaders,
} from '@/lib/security/headers';
import { GOOGLE_ONE_TAP_SCRIPT_URL } from '@/lib/config/registration';

const http = { siteUrl: 'http://localhost:3000', fragmentOrigins: [] };
const https = { siteUrl: 'https://bets.example', fragmentOrigins: [] };

/** The policy as a map: directive → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const header = (list: { key: string; value: string }[], key: string) => list.find((entry) => entry.key === key)?.value;

describe('security headers', () => {
  it('sends every security header on http, without HSTS', () => {
    const headers = securityHeaders(http);
    expect(headers.map((entry) => entry.key)).toEqual([
      'Content-Security-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(headers, 'Permissions-Policy')).toContain('camera=()');
    expect(header(headers, 'Permissions-Policy')).toContain('geolocation=()');
  });

  it('adds HSTS and upgrade-insecure-requests when SITE_URL is https', () => {
    const headers = securityHeaders(https);
    expect(header(headers, 'Strict-Transport-Security')).toBe('max-age=63072000');
    expect(directives(contentSecurityPolicy(https)).get('upgrade-insecure-requests')).toEqual([]);
    expect(directives(contentSecurityPolicy(http)).has('upgrade-insecure-requests')).toBe(false);
  });

  it('reads SITE_URL from the environment, http when it is not set', () => {
    expect(header(siteSecurityHeaders({ SITE_URL: 'https://bets.example' }), 'Strict-Transport-Security')).toBeDefined();
    expect(header(siteSecurityHeaders({}), 'Strict-Transport-Security')).toBeUndefined();
    expect(header(siteSecurityHeaders({ SITE_URL: 'not a url' }), 'Strict-Transport-Security')).toBeUndefined();
  });

  it('forbids framing by anyone and plugins, base and foreign forms', () => {
    const policy = directives(contentSecurityPolicy(http));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('loads scripts from the site and Google One Tap only when the allow-list is empty', () => {
    const scripts = directives(contentSecurityPolicy(http)).get('script-src')!;
    expect(scripts).toEqual(["'self'", GOOGLE_ONE_TAP_SCRIPT_URL]);
    // No wildcard and no scheme source: an injected <script src> from anywhere else is refused.
    expect(scripts.some((source) => source === '*' || /^(https?|data|blob):$/.test(source))).toBe(false);
  });

  it("lets a page's inline scripts run only with its nonce, never with 'unsafe-inline'", () => {
    const scripts = directives(pageContentSecurityPolicy('bm9uY2UtMQ==', { SITE_URL: 'http://localhost:3000' })).get('script-src')!;
    expect(scripts).toEqual(["'self'", "'nonce-bm9uY2UtMQ=='", GOOGLE_ONE_TAP_SCRIPT_URL]);
    expect(directives(contentSecurityPolicy(http)).get('script-src')).not.toContain("'unsafe-inline'");
  });

  it("never lets a string be evaluated in production: no 'unsafe-eval' on a page or any other answer", () => {
    // A trusted fragment's code runs as a script element with the nonce (applyFragment.ts).
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'test' }, {}]) {
      expect(pageContentSecurityPolicy('bm9uY2UtMQ==', env)).not.toContain('unsafe-eval');
      expect(header(siteSecurityHeaders(env), 'Content-Security-Policy')).not.toContain('unsafe-eval');
    }
  });

  it("keeps 'unsafe-eval' for `next dev` alone, where React rebuilds server error stacks with eval", () => {
    const env = { NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' };
    expect(directives(pageContentSecurityPolicy('bm9uY2UtMQ==', env)).get('script-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2UtMQ=='",
      "'unsafe-eval'",
      GOOGLE_ONE_TAP_SCRIPT_URL,
    ]);
    expect(directives(header(siteSecurityHeaders(env), 'Content-Security-Policy')!).get('script-src')).toContain("'unsafe-eval'");
  });

  it('makes a new 128-bit nonce for every page', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });

  it('adds the fragment allow-list to scripts, styles, images, fonts and connections', () => {
    const policy = directives(contentSecurityPolicy({ ...http, fragmentOrigins: ['https://cdn.example.com/assets/'] }));
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(policy.get(name)).toContain('https://cdn.example.com');
    }
    expect(policy.get('frame-src')).not.toContain('https://cdn.example.com');
  });

  it('keeps only https origins of the allow-list, so no entry can add a keyword or a directive', () => {
    expect(
      fragmentSources([
        'https://cdn.example.com',
        'https://cdn.example.com/other',
        'http://plain.example.com',
        "'unsafe-hashes'",
        'https://x.example; script-src *',
        'https://y.example/;script-src',
        '*',
        'data:',
      ]),
    ).toEqual(['https://cdn.example.com', 'https://y.example']);
    const policy = contentSecurityPolicy({ ...http, fragmentOrigins: ['https://x.example; script-src *', '*'] });
    expect(policy.split(';').filter((part) => part.trim().startsWith('script-src'))).toHaveLength(1);
    expect(directives(policy).get('script-src')).not.toContain('*');
  });
});
