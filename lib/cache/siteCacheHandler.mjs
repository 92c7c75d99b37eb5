// Next's page cache (docs/cached-pages.md), chosen when the site starts:
// - REDIS_URL set: the pages are kept in that Redis, shared by every instance of the build
//   (lib/cache/sharedPageCache.mjs; docs/decisions/shared-page-cache.md);
// - unset: Next's own cache, memory only at run time: a site started again (or a second one on the
//   same build) must not serve what an earlier process rendered from a backend that may have
//   changed since. What `next build` writes stays as it is, whichever is chosen.
// Either way a page that shows a backend fault is never kept (lib/cache/showsFault.mjs): its visitor
// gets it with the error block and a retry, the next visitor a fresh render, and a page kept from
// before stays until a good render replaces it.
// Plain JavaScript: next.config.ts names it as `cacheHandler` and Next imports it as it is. Next
// also bundles it into the middleware's Edge runtime, which never uses it but must load it: the
// Redis side is imported only in the Node server.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { sharedCacheUrl } from '../config/cachedPages.mjs';
import { showsFault } from './showsFault.mjs';

export { showsFault };

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const building = process.env.NEXT_PHASE === 'phase-production-build';

/** One process's cache: Next's, in memory only while the site runs. */
export class MemoryPageCache extends FileSystemCache {
  constructor(ctx) {
    super({ ...ctx, flushToDisk: building && ctx.flushToDisk });
  }

  async set(key, data, ctx) {
    if (showsFault(data)) return;
    return super.set(key, data, ctx);
  }
}

/** The cache for this environment: shared when a store is configured, else this process's own. */
export async function chooseCacheHandler(env = process.env) {
  if (process.env.NEXT_RUNTIME === 'edge' || !sharedCacheUrl(env)) return MemoryPageCache;
  return (await import('./sharedPageCache.mjs')).SharedPageCache;
}

export default await chooseCacheHandler();
