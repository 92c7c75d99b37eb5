import { fetchRetryingReset } from '@/lib/api/http/reset';
import { backendUrl } from '@/lib/config/backend';
import { LINE_FEED_PATH } from '@/lib/config/liveFeed';
import { SITE_CLIENT_ADDRESS_HEADER, SITE_PROXY_KEY_HEADER } from '@/lib/config/siteProxy.mjs';

// A stream per visitor, never cached or prerendered.
export const dynamic = 'force-dynamic';

/** What the feed request carries on: the address headers the front server vouched for, the key, and where to resume. */
const PASSED_HEADERS = ['x-forwarded-for', SITE_CLIENT_ADDRESS_HEADER, SITE_PROXY_KEY_HEADER, 'last-event-id'];

/**
 * The line's push feed (docs/line-feed.md "How the site reaches it"): Next's
 * rewrites buffer an event stream, so this path, which a rewrite would otherwise take, passes the
 * backend's stream on as it comes. Same origin for the browser (no CORS, the CSP's `connect-src
 * 'self'` holds); `no-transform` keeps any compressor from holding events back. When the visitor
 * goes, the upstream request is aborted with it.
 */
export async function GET(request: Request) {
  const headers = new Headers({ accept: 'text/event-stream' });
  for (const name of PASSED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  let upstream: Response;
  try {
    // Sent once more if the connection it went out on was reset before any answer (lib/api/http/reset.ts).
    upstream = await fetchRetryingReset(`${backendUrl()}${LINE_FEED_PATH}${new URL(request.url).search}`, {
      headers,
      signal: request.signal,
      cache: 'no-store',
    });
  } catch {
    // The backend is down: an answer at once, and the client polls until the feed is back.
    return Response.json({ errors: [{ code: 'feed_unavailable', detail: 'The line feed is not reachable' }] }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  if (!upstream.ok || !upstream.body) {
    return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'Cache-Control': 'no-store' } });
  }
  return new Response(upstream.body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
