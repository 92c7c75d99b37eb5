// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { siteConfig } from '@/tests/support/guards';
import { SITE_CONFIG_TTL_MS } from '@/lib/config/backend';

afterEach(() => {
  vi.resetModules();
});

// A fresh module per test: the config cache lives in module state (one per server process).
const load = async () => (await import('@/lib/api/siteConfig')).fetchSiteConfig;

function backend(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get('*/web-api/config/site', () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

describe('the site config when the backend fails', () => {
  it('serves the last good config on a fault and asks again only after the TTL', async () => {
    const fetchSiteConfig = await load();
    let up = true;
    const calls = backend(() => (up ? HttpResponse.json(siteConfig({ registrationEnabled: false })) : HttpResponse.error()));
    const t0 = 1_000_000;
    expect((await fetchSiteConfig(t0)).registrationEnabled).toBe(false);
    up = false;
    expect((await fetchSiteConfig(t0 + SITE_CONFIG_TTL_MS)).registrationEnabled).toBe(false);
    expect(calls.count).toBe(2);
    // A down backend is not asked on every request: one call per TTL.
    await fetchSiteConfig(t0 + SITE_CONFIG_TTL_MS + 1);
    await fetchSiteConfig(t0 + 2 * SITE_CONFIG_TTL_MS - 1);
    expect(calls.count).toBe(2);
    await fetchSiteConfig(t0 + 2 * SITE_CONFIG_TTL_MS);
    expect(calls.count).toBe(3);
  });

  it('with no config ever loaded, fails at once within the TTL of a failure', async () => {
    const fetchSiteConfig = await load();
    const calls = backend(() => HttpResponse.error());
    await expect(fetchSiteConfig(0)).rejects.toMatchObject({ status: 0 });
    await expect(fetchSiteConfig(SITE_CONFIG_TTL_MS - 1)).rejects.toMatchObject({ status: 0 });
    expect(calls.count).toBe(1);
  });

  it('after a cache purge the next read asks the backend, however fresh its copy (docs/cached-pages.md)', async () => {
    const { fetchSiteConfig, forgetSiteConfig } = await import('@/lib/api/siteConfig');
    let enabled = false;
    const calls = backend(() => HttpResponse.json(siteConfig({ registrationEnabled: enabled })));
    expect((await fetchSiteConfig(0)).registrationEnabled).toBe(false);
    enabled = true;
    expect((await fetchSiteConfig(1)).registrationEnabled).toBe(false);
    forgetSiteConfig();
    expect((await fetchSiteConfig(2)).registrationEnabled).toBe(true);
    expect((await fetchSiteConfig(3)).registrationEnabled).toBe(true);
    expect(calls.count).toBe(2);
  });
});
