import { forgetSiteConfig } from '@/lib/api/siteConfig';
import { sharedCacheUrl } from '@/lib/config/cachedPages.mjs';
import { followSharedPurges } from './sharedCache.mjs';

/**
 * With a shared page cache, this instance forgets its copy of the site config whenever any
 * instance announces a purge (docs/cached-pages.md "The purge route"): the purge reaches one
 * instance through the balancer, and without the announcement the others would render the purged
 * pages again from a config up to SITE_CONFIG_TTL_MS old, and keep them. Started once per server
 * process (instrumentation.ts); nothing to follow without a shared cache.
 */
export function followPurges(): void {
  const url = sharedCacheUrl();
  if (url) followSharedPurges(url, forgetSiteConfig);
}
