/**
 * The feed route's answers (docs/line-feed.md "How the site reaches it"). A stream: never kept,
 * `no-transform` so no compressor holds events back, `X-Accel-Buffering: no` so nginx in front
 * (the cluster's balancer, docs/site-proxy.md) passes each event on at once.
 */
export const SSE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
};

/** The backend is not reachable: an answer at once, and the page polls the snapshot until the feed is back. */
export const feedUnavailable = () =>
  Response.json({ errors: [{ code: 'feed_unavailable', detail: 'The line feed is not reachable' }] }, { status: 503, headers: { 'Cache-Control': 'no-store' } });

/** One error of a refused request, in the backend's JSON:API shape. */
export interface FeedError {
  code: 'validation' | 'bad_request';
  detail: string;
  source?: { parameter: string };
}

/** A request the backend would refuse, refused as it would be: 400, one entry per parameter. */
export const badRequest = (errors: FeedError[]) => Response.json({ errors }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
