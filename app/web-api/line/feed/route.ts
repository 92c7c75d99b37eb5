import { lineFeedResponse } from '@/lib/feedHub/respond';

// A stream per visitor, never cached or prerendered.
export const dynamic = 'force-dynamic';

/**
 * The line's push feed (docs/line-feed.md "How the site reaches it"): Next's rewrites buffer an
 * event stream, so this path, which a rewrite would otherwise take, is the site's own. Same origin
 * for the browser (no CORS, the CSP's `connect-src 'self'` holds). Each visitor reads this
 * process's one upstream per filter (lib/feedHub), not a backend stream of its own.
 */
export function GET(request: Request) {
  return lineFeedResponse(request);
}
