import { fetchRetryingReset } from '@/lib/api/http/reset';
import { LINE_FEED_PATH } from '@/lib/config/liveFeed';
import { SITE_CLIENT_ADDRESS_HEADER, SITE_PROXY_KEY_HEADER } from '@/lib/config/siteProxy.mjs';
import { feedUnavailable, SSE_HEADERS } from './answers';

/** What the feed request carries on: the address headers the front server vouched for, the key, and where to resume. */
const PASSED_HEADERS = ['x-forwarded-for', SITE_CLIENT_ADDRESS_HEADER, SITE_PROXY_KEY_HEADER, 'last-event-id'];

/**
 * The backend's own stream for one visitor, passed on as it comes (docs/line-feed.md "How the site
 * reaches it"): what every visitor got before the fan-out, and still gets with `SITE_FEED_FANOUT=off`
 * or when the hub cannot resume it (an id older than its window: the backend replays from its ring
 * or sends `reset`). When the visitor goes, the upstream request is aborted with it.
 */
export async function passThrough(request: Request, backend: string): Promise<Response> {
  const headers = new Headers({ accept: 'text/event-stream' });
  for (const name of PASSED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  let upstream: Response;
  try {
    // Sent once more if the connection it went out on was reset before any answer (lib/api/http/reset.ts).
    upstream = await fetchRetryingReset(`${backend}${LINE_FEED_PATH}${new URL(request.url).search}`, {
      headers,
      signal: request.signal,
      cache: 'no-store',
    });
  } catch {
    return feedUnavailable();
  }
  if (!upstream.ok || !upstream.body) {
    return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'Cache-Control': 'no-store' } });
  }
  return new Response(upstream.body, { headers: SSE_HEADERS });
}
