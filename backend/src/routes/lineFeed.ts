import { Hono } from 'hono';
import { z } from 'zod';
import type { LineEngine } from '../line/engine';
import { feedStream } from '../line/feed/stream';
import { listGames } from '../line/line';
import { mainOutcomeFilter } from '../line/outcomes';
import type { AppDeps } from '../deps';
import { pickLang } from '../lang';
import { queryInt, readQuery } from '../validate';
import { badRequest } from '../errors';

/**
 * The push feed (docs/line-feed.md): GET /line/feed as server-sent events, GET /line/snapshot to
 * start from. Both are GETs, which the request guard lets through untouched.
 */
const SnapshotQuery = z.object({
  section: z.enum(['line', 'live'], { error: 'must be "line" or "live"' }).optional(),
  sportId: queryInt(1, 2_147_483_647).optional(),
  lng: z.string().optional(),
});

const FeedQuery = z.object({
  gameIds: z.string().regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'must be ids separated by commas').optional(),
  lastEventId: z.string().regex(/^\d{1,15}$/, 'must be an event id').optional(),
  markets: z.enum(['main', 'all'], { error: 'must be "main" or "all"' }).optional(),
});

export function lineFeedRoutes({ db, clock }: AppDeps, line: LineEngine) {
  const app = new Hono();

  app.get('/line/snapshot', (c) => {
    const { lng, ...filter } = readQuery(c, SnapshotQuery);
    // Read in one go with the id: no event can come between them (one thread, synchronous reads).
    const lastEventId = line.feed.lastEventId();
    const games = listGames(db, clock, { ...filter, limit: 10_000 }, pickLang(lng));
    c.header('Cache-Control', 'no-store');
    return c.json({ lastEventId, games });
  });

  app.get('/line/feed', (c) => {
    const query = readQuery(c, FeedQuery);
    const header = c.req.header('Last-Event-ID');
    if (header !== undefined && !/^\d{1,15}$/.test(header.trim())) throw badRequest('Last-Event-ID must be an event id');
    const raw = header?.trim() ?? query.lastEventId;
    const gameIds = query.gameIds ? new Set(query.gameIds.split(',').map(Number)) : undefined;
    // A list shows the main markets only: the rest of a game's outcomes (most of its changes) stay behind.
    const outcomes = query.markets === 'main' ? mainOutcomeFilter(db) : undefined;
    const body = feedStream(line.feed, { lastEventId: raw === undefined ? undefined : Number(raw), gameIds, outcomes, signal: c.req.raw.signal });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        Connection: 'keep-alive',
        // Tells nginx-like proxies not to buffer the stream.
        'X-Accel-Buffering': 'no',
      },
    });
  });

  return app;
}
