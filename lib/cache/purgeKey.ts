import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a purge request carries the site's key (SITE_PROXY_KEY, the secret the site and the
 * backend share; docs/site-proxy.md). No key configured: nobody may purge, the pages then age out
 * on their own (docs/cached-pages.md). Compared as digests, in constant time.
 */
export function isPurgeKey(sent: string | null, key: string | undefined): boolean {
  if (!key || !sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(key));
}
