// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../../backend/src/http/jsonBody';
import { decideOrigin, siteOrigins } from '../../../backend/src/http/sameOrigin';

const SITE = ['http://localhost:3000'];

describe('decideOrigin: the same-origin rule of the request guard', () => {
  it.each([
    ['Sec-Fetch-Site same-origin', { fetchSite: 'same-origin', origin: undefined }, true],
    ['Sec-Fetch-Site same-origin with the Origin', { fetchSite: 'same-origin', origin: 'http://localhost:3000' }, true],
    ['the Origin of the site (http: no Sec-Fetch-*)', { fetchSite: undefined, origin: 'http://localhost:3000' }, true],
    ['neither header: curl, the site server', { fetchSite: undefined, origin: undefined }, true],
    ['another port of the host', { fetchSite: 'same-site', origin: 'http://localhost:9999' }, false],
    ['same-site even with the site Origin', { fetchSite: 'same-site', origin: 'http://localhost:3000' }, false],
    ['another site', { fetchSite: 'cross-site', origin: 'https://evil.example' }, false],
    ['another Origin without Sec-Fetch-*', { fetchSite: undefined, origin: 'http://127.0.0.1:3000' }, false],
    ['another scheme', { fetchSite: undefined, origin: 'https://localhost:3000' }, false],
    ['Origin: null', { fetchSite: undefined, origin: 'null' }, false],
    ['a junk Origin', { fetchSite: undefined, origin: 'localhost:3000' }, false],
    ['Sec-Fetch-Site none without an Origin', { fetchSite: 'none', origin: undefined }, false],
    ['an unknown Sec-Fetch-Site without an Origin', { fetchSite: 'sideways', origin: undefined }, false],
  ])('%s', (_name, facts, allowed) => {
    expect(decideOrigin({ ...facts, siteOrigins: SITE }).allowed).toBe(allowed);
  });
});

describe('siteOrigins: what counts as the site', () => {
  it('is the backend itself, SITE_URL and the address the rewrite proxy names', () => {
    expect(
      siteOrigins({
        siteUrl: 'https://www.betsite.example/ru',
        forwardedHost: 'localhost:3000, proxy.internal',
        forwardedProto: 'http',
        requestUrl: 'http://127.0.0.1:4000/web-api/user/disconnect',
      }),
    ).toEqual(['http://127.0.0.1:4000', 'https://www.betsite.example', 'http://localhost:3000']);
  });

  it('takes the scheme of the request when no X-Forwarded-Proto came, and ignores junk', () => {
    expect(siteOrigins({ siteUrl: 'not a url', forwardedHost: 'site.example', forwardedProto: undefined, requestUrl: 'https://api.example/x' })).toEqual([
      'https://api.example',
      'https://site.example',
    ]);
  });
});

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings or after escapes', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{\\"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(3000)}${']'.repeat(3000)}`, 32)).toBe(true);
    expect(nestsDeeperThan('[]'.repeat(5000), 1)).toBe(false);
  });
});
