// Next's own page cache with two changes (docs/cached-pages.md):
// - a page that shows a backend fault is never kept: its visitor gets it with the error block and
//   a retry, the next visitor a fresh render, and a page kept from before stays until a good
//   render replaces it;
// - pages rendered while the site runs are kept in memory only, never written to disk: a site
//   started again (or a second one on the same build) must not serve what an earlier process
//   rendered from a backend that may have changed since. What `next build` writes stays as it is.
// Plain JavaScript: next.config.ts names it as `cacheHandler` and Next imports it as it is.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { RENDER_FAULT_ATTRIBUTE } from '../config/cachedPages.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Whether a cache entry is a page whose HTML shows a backend fault. */
export function showsFault(data) {
  if (!data || data.kind !== 'APP_PAGE') return false;
  const html = typeof data.html === 'string' ? data.html : data.html?.toString?.() ?? '';
  return html.includes(RENDER_FAULT_ATTRIBUTE);
}

const building = process.env.NEXT_PHASE === 'phase-production-build';

export default class SiteCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super({ ...ctx, flushToDisk: building && ctx.flushToDisk });
  }

  async set(key, data, ctx) {
    if (showsFault(data)) return;
    return super.set(key, data, ctx);
  }
}
