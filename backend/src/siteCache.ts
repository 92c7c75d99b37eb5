// The site's purge route and the header of its key (the site's lib/config/cachedPages.mjs; a unit
// test keeps them equal: the backend imports none of the site's code).
export const SITE_CACHE_PURGE_PATH = '/site-cache/purge';
export const SITE_CACHE_KEY_HEADER = 'x-site-cache-key';

/** How long the backend waits for the site to drop its cached pages before it answers anyway. */
const PURGE_TIMEOUT_MS = 2000;
/** Calls per purge at most: the first, and one more when no instance answered it. */
const PURGE_ATTEMPTS = 2;
/** A balancer's answers when the instance it chose did not answer (bad gateway, gateway timeout). */
const NO_INSTANCE = new Set([502, 504]);

/**
 * The sites whose cached pages show this backend's data (SITE_CACHE_URLS, comma-separated site
 * origins; docs/cached-pages.md). Entries that are not http(s) URLs are left out.
 */
export function siteCacheUrls(value: string | undefined): string[] {
  const urls: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    try {
      const url = new URL(entry.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') urls.push(new URL(SITE_CACHE_PURGE_PATH, url.origin).href);
    } catch {
      // Not a URL.
    }
  }
  return urls;
}

/**
 * Tells each site that what its public pages show has changed, and waits (a little) for it, so a
 * page asked for after the change is rendered with it. A site that does not answer is logged: its
 * pages age out on their own within their revalidation time.
 */
export function siteCachePurger(urls: readonly string[], key: string | undefined): () => Promise<void> {
  return async () => {
    if (!key || urls.length === 0) return;
    await Promise.all(
      urls.map(async (url) => {
        // Asked once more when the first call found no instance to answer it: behind a load
        // balancer the instance it reached may have died mid-call (502), and a POST once sent is
        // never repeated by the balancer itself (docs/scaling.md). A purge is safe to repeat.
        for (let attempt = 1; attempt <= PURGE_ATTEMPTS; attempt += 1) {
          const last = attempt === PURGE_ATTEMPTS;
          try {
            const answer = await fetch(url, {
              method: 'POST',
              headers: { [SITE_CACHE_KEY_HEADER]: key },
              signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
            });
            if (answer.ok) return;
            if (last || !NO_INSTANCE.has(answer.status)) return console.warn(`[site cache] ${url} answered ${answer.status}`);
          } catch (error) {
            if (last) return console.warn(`[site cache] ${url}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }),
    );
  };
}
