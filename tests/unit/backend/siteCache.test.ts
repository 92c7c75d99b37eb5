// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { SITE_CACHE_KEY_HEADER, SITE_CACHE_PURGE_PATH, siteCachePurger, siteCacheUrls } from '../../../backend/src/siteCache';
import * as site from '@/lib/config/cachedPages.mjs';
import { makeBackend } from './helpers';

// Cached pages (docs/cached-pages.md): the backend tells the site when public pages change.
describe('the site cache purge', () => {
  it('speaks the site route and header the site defines', () => {
    expect(SITE_CACHE_PURGE_PATH).toBe(site.SITE_CACHE_PURGE_PATH);
    expect(SITE_CACHE_KEY_HEADER).toBe(site.SITE_CACHE_KEY_HEADER);
  });

  it('follows every change the control API makes, and nothing else', async () => {
    let purges = 0;
    const { call } = makeBackend({ purgeSiteCache: async () => void (purges += 1) });
    await call('PATCH', '/__control/site-config', { body: { registrationEnabled: false } });
    await call('POST', '/__control/clock', { body: { offsetSeconds: 60 } });
    expect(purges).toBe(2);
    await call('GET', '/__control/site-config');
    await call('GET', '/web-api/config/site');
    expect(purges).toBe(2);
    // A refused change changed nothing.
    expect((await call('POST', '/__control/clock', { body: { offsetSeconds: 'soon' } })).status).toBe(400);
    expect(purges).toBe(2);
  });

  it('reads the sites from SITE_CACHE_URLS, leaving out what is not a web origin', () => {
    expect(siteCacheUrls('http://localhost:3000, https://site.example/path,ftp://x, nonsense,')).toEqual([
      'http://localhost:3000/site-cache/purge',
      'https://site.example/site-cache/purge',
    ]);
    expect(siteCacheUrls(undefined)).toEqual([]);
  });

  it('posts to each site with the site key, and a site that fails holds nothing up', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('http://site-a.test/site-cache/purge', ({ request }) => {
        seen.push(request.headers.get('x-site-cache-key'));
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('http://site-b.test/site-cache/purge', () => HttpResponse.error()),
    );
    // The failure goes to the backend's log (read there, not in the test output).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await siteCachePurger(siteCacheUrls('http://site-a.test,http://site-b.test'), 'k')();
    expect(seen).toEqual(['k']);
    expect(warn).toHaveBeenCalledExactlyOnceWith('[site cache] http://site-b.test/site-cache/purge: Failed to fetch');
    // No key: the site would refuse, so nothing is sent.
    await siteCachePurger(siteCacheUrls('http://site-a.test'), undefined)();
    expect(seen).toEqual(['k']);
  });

  it('asks once more when the balancer found no instance to answer (502), and not after a real answer', async () => {
    const answers = [502, 204];
    let calls = 0;
    server.use(http.post('http://balancer.test/site-cache/purge', () => new HttpResponse(null, { status: answers[calls++] ?? 204 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await siteCachePurger(siteCacheUrls('http://balancer.test'), 'k')();
    expect(calls).toBe(2);
    expect(warn).not.toHaveBeenCalled();
    // A refusal is the site's word: said once in the log, not asked again.
    calls = 0;
    answers.splice(0, 2, 403, 204);
    await siteCachePurger(siteCacheUrls('http://balancer.test'), 'k')();
    expect(calls).toBe(1);
    expect(warn).toHaveBeenCalledExactlyOnceWith('[site cache] http://balancer.test/site-cache/purge answered 403');
    warn.mockRestore();
  });
});
