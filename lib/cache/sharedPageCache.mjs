// The page cache every instance of a build shares, in Redis, through
// @fortedigital/nextjs-cache-handler (docs/cached-pages.md "Where they are kept",
// docs/decisions/shared-page-cache.md). Loaded by lib/cache/siteCacheHandler.mjs only when
// REDIS_URL is set, and only in the Node server: the library needs Node's own modules.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { sharedCacheUrl } from '../config/cachedPages.mjs';
import { sharedPageStore } from './sharedCache.mjs';
import { showsFault } from './showsFault.mjs';

/**
 * The build the shared keys belong to: its deployment id, which Next puts in the server's
 * environment (next.config.ts), else the BUILD_ID Next wrote, which the library reads.
 */
function buildOf(buildId) {
  return process.env.NEXT_DEPLOYMENT_ID || buildId?.trim();
}

// The library's documented set-up: handlers made once per process. The Redis handler alone, no
// in-memory layer before it: a page one instance kept in memory would outlive a purge another
// instance made. While the store cannot be reached, its calls fail at once and the library answers
// "not kept": each page is rendered per request until it is back.
CacheHandler.onCreation(({ buildId }) => ({
  handlers: [sharedPageStore(sharedCacheUrl(), buildOf(buildId)).handler],
}));

export class SharedPageCache extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    // The library keeps the page's revalidation time in its lifespan, not in the `cacheControl`
    // Next 16 reads from an entry: without it, an instance that did not render the page itself
    // would take it for stale after a second and render it again.
    const revalidate = entry?.lifespan?.revalidate;
    if (entry && !entry.cacheControl && typeof revalidate === 'number') {
      return { ...entry, cacheControl: { revalidate, expire: undefined } };
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (showsFault(data)) return;
    return super.set(key, data, ctx);
  }
}
