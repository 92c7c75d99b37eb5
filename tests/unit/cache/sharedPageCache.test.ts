// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPageCache, chooseCacheHandler } from '@/lib/cache/siteCacheHandler.mjs';
import { SharedPageCache } from '@/lib/cache/sharedPageCache.mjs';
import { createSharedClient, followSharedPurges, purgeSharedPages, sharedCacheKeyPrefix, sharedPageStore } from '@/lib/cache/sharedCache.mjs';
import { SHARED_CACHE_TIMEOUT_MS } from '@/lib/config/cachedPages.mjs';

// The kept pages in a shared Redis (docs/cached-pages.md "Where they are kept"), against a real
// redis-server: CI installs Debian's (scripts/ensure-cluster-tools.mjs, as `npm run cluster` does).
const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
const BUILD = `unit-${process.pid}`;
const PAGE_TAGS = '_N_T_/layout,_N_T_/[lng]/layout,_N_T_/[lng]/cached/layout,_N_T_/ru/cached';
const CACHE_CONTROL = { revalidate: 60, expire: 31_536_000 };

function page(html: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`0:${JSON.stringify(html)}`),
    headers: { 'x-next-cache-tags': PAGE_TAGS },
    status: 200,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

type Entry = { value: { html: string; rscData: Buffer } | null; cacheControl?: { revalidate: number } } | null;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let redis: ChildProcess | null = null;
let dir = '';
let url = '';
let cache: InstanceType<typeof SharedPageCache>;
/** Another instance of the same build: the library's handler on a connection of its own. */
let other: ReturnType<typeof createRedisHandler>;
let otherClient: ReturnType<typeof createSharedClient>;

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server (node scripts/ensure-cluster-tools.mjs, or apt-get install redis-server)`);
  }
  dir = mkdtempSync(path.join(tmpdir(), 'betsite-redis-'));
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  const server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  redis = server;
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`redis-server stopped (exit ${code}): ${out}`)));
  });
  process.env.REDIS_URL = url;
  process.env.NEXT_DEPLOYMENT_ID = BUILD;
  cache = new SharedPageCache({ serverDistDir: path.join(dir, 'server'), dev: false });
  otherClient = createSharedClient(url);
  other = createRedisHandler({ client: otherClient, keyPrefix: sharedCacheKeyPrefix(BUILD) });
  // Both connections up before the first call, which would otherwise find the page "not kept".
  const ready = (client: ReturnType<typeof createSharedClient>) => (client.isReady ? undefined : new Promise((resolve) => client.once('ready', resolve)));
  await Promise.all([ready(otherClient), ready(sharedPageStore(url, BUILD).client)]);
});

afterAll(async () => {
  delete process.env.REDIS_URL;
  delete process.env.NEXT_DEPLOYMENT_ID;
  const stores = (globalThis as Record<symbol, Map<string, { client: { destroy(): void } }> | undefined>)[Symbol.for('betsite.sharedPageStores')];
  for (const store of stores?.values() ?? []) store.client.destroy();
  stores?.clear();
  otherClient?.destroy();
  redis?.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the choice of page cache', () => {
  it('is the shared one with REDIS_URL set, the memory one without it and during the build', async () => {
    expect(await chooseCacheHandler({})).toBe(MemoryPageCache);
    expect(await chooseCacheHandler({ REDIS_URL: ' ' })).toBe(MemoryPageCache);
    expect(await chooseCacheHandler({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(SharedPageCache);
    expect(await chooseCacheHandler({ REDIS_URL: 'redis://127.0.0.1:6379', NEXT_PHASE: 'phase-production-build' })).toBe(MemoryPageCache);
  });
});

describe('the shared page cache', () => {
  it('serves a page one instance kept to another, with the revalidation time it was kept with', async () => {
    await cache.set('/ru/cached', page('<main>Главная</main>'), { cacheControl: CACHE_CONTROL });
    const seen = (await other.get('/ru/cached', { implicitTags: [] })) as Entry;
    expect(seen?.value?.html).toBe('<main>Главная</main>');
    expect(seen?.value?.rscData.toString()).toBe('0:"<main>Главная</main>"');
    const read = (await cache.get('/ru/cached', { kind: 'APP_PAGE', softTags: [] })) as Entry;
    expect(read?.value?.html).toBe('<main>Главная</main>');
    expect(read?.cacheControl?.revalidate).toBe(60);
  });

  it('never keeps a page that shows a backend fault, and keeps the good page from before', async () => {
    await cache.set('/ru/cached/rules', page('<main><div data-render-fault="">Ошибка</div></main>'), { cacheControl: CACHE_CONTROL });
    expect(await other.get('/ru/cached/rules', { implicitTags: [] })).toBeNull();

    await cache.set('/ru/cached', page('<main><span hidden="" data-render-fault=""></span></main>'), { cacheControl: CACHE_CONTROL });
    const kept = (await other.get('/ru/cached', { implicitTags: [] })) as Entry;
    expect(kept?.value?.html).toBe('<main>Главная</main>');
  });

  it('keeps another build\'s pages apart', async () => {
    const otherBuild = createRedisHandler({ client: otherClient, keyPrefix: sharedCacheKeyPrefix(`${BUILD}-next`) });
    expect(await otherBuild.get('/ru/cached', { implicitTags: [] })).toBeNull();
  });

  it('drops every kept page on one purge, which every instance sees and is told of', async () => {
    await cache.set('/en/cached/news', page('<main>News</main>'), { cacheControl: CACHE_CONTROL });
    let told = 0;
    const follower = followSharedPurges(url, () => {
      told += 1;
    });
    await follower.listening;

    expect(await purgeSharedPages(url, BUILD)).toBe(true);

    expect(await other.get('/ru/cached', { implicitTags: [] })).toBeNull();
    expect(await other.get('/en/cached/news', { implicitTags: [] })).toBeNull();
    expect(await cache.get('/ru/cached', { kind: 'APP_PAGE', softTags: [] })).toBeNull();
    await expect.poll(() => told).toBe(1);
    await follower.stop();

    // A page rendered after the purge is kept again.
    await cache.set('/ru/cached', page('<main>Главная 2</main>'), { cacheControl: CACHE_CONTROL });
    expect(((await other.get('/ru/cached', { implicitTags: [] })) as Entry)?.value?.html).toBe('<main>Главная 2</main>');
  });

  it('gives up on a store that stopped answering, and uses it again once it answers', async () => {
    await cache.set('/ru/cached/promotions', page('<main>Акции</main>'), { cacheControl: CACHE_CONTROL });
    redis!.kill('SIGSTOP');
    try {
      const started = Date.now();
      expect(await cache.get('/ru/cached/promotions', { kind: 'APP_PAGE', softTags: [] })).toBeNull();
      expect(await purgeSharedPages(url, BUILD)).toBe(false);
      expect(Date.now() - started).toBeLessThan(4 * SHARED_CACHE_TIMEOUT_MS);
    } finally {
      redis!.kill('SIGCONT');
    }
    await expect
      .poll(async () => ((await cache.get('/ru/cached/promotions', { kind: 'APP_PAGE', softTags: [] })) as Entry)?.value?.html ?? null)
      .toBe('<main>Акции</main>');
  });

  it('answers at once with "not kept" while the store is down, and says a purge failed', async () => {
    redis!.kill('SIGKILL');
    await new Promise((resolve) => redis!.once('exit', resolve));
    await expect.poll(() => otherClient.isReady).toBe(false);
    await expect.poll(() => sharedPageStore(url, BUILD).client.isReady).toBe(false);

    const started = Date.now();
    expect(await cache.get('/ru/cached', { kind: 'APP_PAGE', softTags: [] })).toBeNull();
    await cache.set('/ru/cached/news', page('<main>Новости</main>'), { cacheControl: CACHE_CONTROL });
    expect(await purgeSharedPages(url, BUILD)).toBe(false);
    expect(Date.now() - started).toBeLessThan(3 * SHARED_CACHE_TIMEOUT_MS);
  });
});
