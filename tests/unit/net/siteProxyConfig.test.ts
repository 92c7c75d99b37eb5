// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SITE_API_PREFIXES,
  SITE_API_SECURITY_HEADERS,
  SITE_DEFAULT_BACKEND_URL,
  SITE_HSTS_MAX_AGE_SECONDS,
  SITE_OWN_API_PATHS,
  SITE_BACKEND_IDLE_SOCKET_MS,
  SITE_HEADERS_TIMEOUT_MS,
  SITE_KEEP_ALIVE_TIMEOUT_MS,
} from '@/lib/config/siteProxy.mjs';
import { isOwnApiPath, siteAnswerHeaders } from '@/lib/net/siteRequest.mjs';
import { DEFAULT_BACKEND_URL } from '@/lib/config/backend';
import { HSTS_MAX_AGE_SECONDS } from '@/lib/config/security';
import { siteSecurityHeaders } from '@/lib/security/headers';
import { API_SECURITY_HEADERS, HSTS_MAX_AGE_SECONDS as BACKEND_HSTS_MAX_AGE_SECONDS } from '@/backend/src/http/securityHeaders';

// The front server's constants are plain JavaScript (Node runs it without TypeScript), so these
// hold them to the site's and the backend's own (docs/site-proxy.md).

/** The paths the site's route handlers (app/…/route.ts) answer, route groups left out. */
function routeHandlerPaths(dir = path.resolve('app'), at = ''): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...routeHandlerPaths(full, /^\(.*\)$/.test(name) ? at : `${at}/${name}`));
    else if (/^route\.(ts|tsx|js|mjs)$/.test(name)) found.push(at || '/');
  }
  return found;
}

describe('the front server and the site', () => {
  it("leaves to Next exactly the site's own route handlers under the API prefixes", () => {
    const underPrefixes = routeHandlerPaths().filter((route) => SITE_API_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)));
    expect([...SITE_OWN_API_PATHS].sort()).toEqual(underPrefixes.sort());
    expect(isOwnApiPath('/web-api/line/feed?markets=main')).toBe(true);
    expect(isOwnApiPath('/web-api/line/games')).toBe(false);
    expect(isOwnApiPath('/web-api/line/feed/x')).toBe(false);
  });

  it('goes to the same backend as the server’s own calls when BACKEND_URL is unset', () => {
    expect(SITE_DEFAULT_BACKEND_URL).toBe(DEFAULT_BACKEND_URL);
  });

  it('writes its own API answers with the security headers of every backend answer there', () => {
    const lower = Object.fromEntries(Object.entries(API_SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));
    expect(SITE_API_SECURITY_HEADERS).toEqual(lower);
    expect(SITE_HSTS_MAX_AGE_SECONDS).toBe(BACKEND_HSTS_MAX_AGE_SECONDS);
  });

  it('and with the values of the site’s own headers, but for the page policy', () => {
    const site = siteSecurityHeaders({ SITE_URL: 'https://betsite.example' });
    for (const { key, value } of site) {
      if (key === 'Content-Security-Policy') continue;
      const own = siteAnswerHeaders('https://betsite.example')[key.toLowerCase()];
      expect(own, key).toBe(value);
    }
    expect(SITE_HSTS_MAX_AGE_SECONDS).toBe(HSTS_MAX_AGE_SECONDS);
    // Over http there is no HSTS, as on the site's other answers.
    expect(siteAnswerHeaders('http://localhost:3000')['strict-transport-security']).toBeUndefined();
  });

  it('keeps idle connections in the right order: the backend’s outlive the site’s, the client’s the site’s', () => {
    // The reference backend keeps an idle connection 65 s (backend/src/main.ts).
    expect(SITE_BACKEND_IDLE_SOCKET_MS).toBeLessThan(65_000);
    expect(SITE_KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(SITE_HEADERS_TIMEOUT_MS).toBeGreaterThan(SITE_KEEP_ALIVE_TIMEOUT_MS);
  });
});
