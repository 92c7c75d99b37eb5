import { revalidatePath } from 'next/cache';
import { forgetSiteConfig } from '@/lib/api/siteConfig';
import { readBuildId } from '@/lib/appVersion/buildId';
import { isPurgeKey } from '@/lib/cache/purgeKey';
import { purgeSharedPages } from '@/lib/cache/sharedCache.mjs';
import { SITE_PROXY_KEY_ENV } from '@/lib/config/siteProxy.mjs';
import { SITE_CACHE_KEY_HEADER, sharedCacheUrl } from '@/lib/config/cachedPages.mjs';

export const dynamic = 'force-dynamic';

/**
 * The backend's word that what public pages show has changed (docs/cached-pages.md): every cached
 * page is dropped, on every instance when they share the cache, and the next visitor gets it
 * rendered afresh. Outside the language tree and the middleware (its matcher skips
 * `site-cache/`); only a caller with the site's key may ask.
 */
export async function POST(request: Request) {
  if (!isPurgeKey(request.headers.get(SITE_CACHE_KEY_HEADER), process.env[SITE_PROXY_KEY_ENV])) {
    return Response.json({ errors: [{ code: 'forbidden', detail: 'The site key is missing or wrong' }] }, { status: 403 });
  }
  // The site config too may have changed: the pages rendered next must not read a copy from before.
  forgetSiteConfig();
  const shared = sharedCacheUrl();
  const build = shared ? await readBuildId() : null;
  if (shared && build) {
    // Every instance shares the pages (docs/cached-pages.md "Where they are kept"): the purge is
    // announced to all (each forgets its config), then the root layout's tag is invalidated in the
    // store, awaited here, so the 204 means every instance already misses the purged pages. Next's
    // own revalidatePath would run it after the answer.
    if (!(await purgeSharedPages(shared, build))) {
      return Response.json(
        { errors: [{ code: 'cache_unavailable', detail: 'The shared page cache could not be reached' }] },
        { status: 503, headers: { 'Cache-Control': 'no-store' } },
      );
    }
  } else {
    // The root layout's tag is on every page.
    revalidatePath('/', 'layout');
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
