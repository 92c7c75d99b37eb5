import { backendUrl } from '@/lib/config/backend';
import { SITE_PROXY_KEY_ENV, SITE_PROXY_KEY_HEADER } from '@/lib/config/siteProxy.mjs';
import { badRequest, feedUnavailable, SSE_HEADERS } from './answers';
import { createFeedHub, type FeedHub } from './hub';
import { passThrough } from './passThrough';
import { readFeedQuery } from './query';

/** Environment: `off` gives every visitor the backend's own stream, as before the fan-out (docs/line-feed.md). */
export const SITE_FEED_FANOUT_ENV = 'SITE_FEED_FANOUT';

export const fanOutEnabled = () => process.env[SITE_FEED_FANOUT_ENV]?.trim().toLowerCase() !== 'off';

/**
 * The process's one hub, kept on globalThis: Next may load the route's module in more than one
 * bundle, and two hubs would be two upstreams per filter.
 */
const HUB_KEY = Symbol.for('site.lineFeedHub');

export function lineFeedHub(): FeedHub {
  const holder = globalThis as { [HUB_KEY]?: FeedHub };
  const key = process.env[SITE_PROXY_KEY_ENV];
  holder[HUB_KEY] ??= createFeedHub({ backendUrl, headers: key ? { [SITE_PROXY_KEY_HEADER]: key } : {} });
  return holder[HUB_KEY];
}

/**
 * The answer to a visitor's feed request (docs/line-feed.md "How the site reaches it"): a query
 * the backend would refuse is refused the same way; then the hub's stream, or the backend's own
 * for a visitor the hub cannot resume (or for everyone with SITE_FEED_FANOUT=off).
 */
export async function lineFeedResponse(request: Request, given?: FeedHub): Promise<Response> {
  const read = readFeedQuery(request);
  if ('errors' in read) return badRequest(read.errors);
  if (!fanOutEnabled()) return passThrough(request, given?.backendUrl() ?? backendUrl());
  const hub = given ?? lineFeedHub();
  const { markets, gameIds, lastEventId } = read.query;
  const subscription = await hub.subscribe(markets, { gameIds, lastEventId, signal: request.signal });
  if (subscription.kind === 'fallback') return passThrough(request, hub.backendUrl());
  if (subscription.kind === 'unavailable') return feedUnavailable();
  return new Response(subscription.body, { headers: SSE_HEADERS });
}
