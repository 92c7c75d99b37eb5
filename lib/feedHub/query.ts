import type { FeedError } from './answers';

/** Which outcomes' events an upstream carries: the main group's (a list) or every one (an event page). */
export type FeedMarkets = 'main' | 'all';

/** What a feed request asks for, read as the backend reads it (backend/src/routes/lineFeed.ts). */
export interface FeedQuery {
  markets: FeedMarkets;
  gameIds: ReadonlySet<number> | undefined;
  lastEventId: number | undefined;
}

const GAME_IDS = /^\d{1,10}(,\d{1,10}){0,199}$/;
const EVENT_ID = /^\d{1,15}$/;

/**
 * The feed request's query (`gameIds` up to 200, `markets` main|all, `lastEventId`) and its
 * `Last-Event-ID` header, which wins over the query (a browser's reconnect sends both), checked as
 * the backend checks them: a value it would refuse is refused here in its words, so a visitor gets
 * the same answer whether the hub or the backend serves the stream. `markets` left out is `all`.
 */
export function readFeedQuery(request: Request): { query: FeedQuery } | { errors: FeedError[] } {
  const params = new URL(request.url).searchParams;
  const errors: FeedError[] = [];
  const gameIds = params.get('gameIds') ?? undefined;
  const lastEventId = params.get('lastEventId') ?? undefined;
  const markets = params.get('markets') ?? undefined;
  if (gameIds !== undefined && !GAME_IDS.test(gameIds)) errors.push(invalid('gameIds', 'must be ids separated by commas'));
  if (lastEventId !== undefined && !EVENT_ID.test(lastEventId)) errors.push(invalid('lastEventId', 'must be an event id'));
  if (markets !== undefined && markets !== 'main' && markets !== 'all') errors.push(invalid('markets', 'must be "main" or "all"'));
  if (errors.length > 0) return { errors };
  const header = request.headers.get('last-event-id')?.trim();
  if (header !== undefined && !EVENT_ID.test(header)) return { errors: [{ code: 'bad_request', detail: 'Last-Event-ID must be an event id' }] };
  const resume = header ?? lastEventId;
  return {
    query: {
      markets: markets === 'main' ? 'main' : 'all',
      gameIds: gameIds === undefined ? undefined : new Set(gameIds.split(',').map(Number)),
      lastEventId: resume === undefined ? undefined : Number(resume),
    },
  };
}

const invalid = (parameter: string, detail: string): FeedError => ({ code: 'validation', detail: `${parameter}: ${detail}`, source: { parameter } });
