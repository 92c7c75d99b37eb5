// Cached pages for anonymous visitors (docs/cached-pages.md): the names the
// middleware, the pages, the cache handler and the front server (scripts/serve.mjs, plain Node,
// hence JavaScript) share. lib/config/cachedPages.d.mts types it for the rest of the site.

/**
 * The internal folder the middleware rewrites a cached page's request into: app/[lng]/cached/…
 * renders the same screens as the route's own page, statically (its cookies and headers read as
 * empty), under the same root layout, so moving between a cached page and any other stays a client
 * navigation. No route of the manifest has this path, so no visitor can ask for it.
 */
export const CACHED_SEGMENT = 'cached';

/**
 * Response header the middleware puts on a cached page's answer, its value the page policy: the
 * front server sends it as the Content-Security-Policy with the page's inline scripts allowed by
 * their hashes instead of the nonce, and keeps the answer out of shared caches.
 */
export const CACHED_PAGE_HEADER = 'x-site-cached-page';

/**
 * Attribute of an element that shows a backend fault (an error block, a missing site config): a
 * page whose HTML has it is answered but never kept (lib/cache/siteCacheHandler.mjs).
 */
export const RENDER_FAULT_ATTRIBUTE = 'data-render-fault';

/** The site route the backend calls after a change to what public pages show (SITE_PROXY_KEY). */
export const SITE_CACHE_PURGE_PATH = '/site-cache/purge';

/**
 * Request header the front server sets on every page request it passes to Next (and overwrites
 * when a client sends it): only then does the middleware answer from a cached page, since only
 * then is someone there to give it its script policy. `next start` alone renders every page per
 * request.
 */
export const FRONT_SERVER_HEADER = 'x-site-front-server';

/**
 * Request header of a purge: the site key (SITE_PROXY_KEY). Not the proxy key's own header, which
 * the front server takes off every request it is given (docs/site-proxy.md).
 */
export const SITE_CACHE_KEY_HEADER = 'x-site-cache-key';

/**
 * The shared store of kept pages (docs/cached-pages.md "Where they are kept"): a Redis URL; unset,
 * each instance keeps its own pages in memory, as one process always did.
 */
export const SHARED_CACHE_URL_ENV = 'REDIS_URL';

/**
 * The shared store's URL, or null: unset, or during `next build`, which keeps what it renders in
 * its own folder as it always did (the cache library connects no store at build time).
 */
export function sharedCacheUrl(env = process.env) {
  if (env.NEXT_PHASE === 'phase-production-build') return null;
  return env[SHARED_CACHE_URL_ENV]?.trim() || null;
}

/**
 * How long one call to the shared store may take before the page is treated as not kept (rendered
 * for this request) or a purge as failed: a store that is down or stuck costs a visitor this much
 * at most per call, never a hang (docs/decisions/shared-page-cache.md).
 */
export const SHARED_CACHE_TIMEOUT_MS = 500;

/**
 * The Redis channel a purge is announced on, the same for every build: each instance forgets its
 * copy of the site config when a message comes (docs/cached-pages.md "The purge route").
 */
export const SITE_CACHE_PURGE_CHANNEL = 'betsite:site-cache:purge';
