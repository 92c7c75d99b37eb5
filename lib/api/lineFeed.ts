import * as z from 'zod/mini';
import { FEED_MAX_GAME_IDS, LINE_FEED_PATH } from '@/lib/config/liveFeed';
import { query } from './http';

/**
 * The events of the line's push feed (docs/line-feed.md, "The push feed"), each `data` parsed by
 * its schema: a message that does not parse is dropped, never half applied.
 */
const PriceSchema = z.object({ outcomeId: z.int(), gameId: z.int(), coef: z.number() });
const OutcomeStatusSchema = z.object({ outcomeId: z.int(), gameId: z.int(), isBlocked: z.boolean() });
const GameStatusSchema = z.object({ gameId: z.int(), isLive: z.boolean(), isFinished: z.boolean() });
const ScoreSchema = z.object({
  gameId: z.int(),
  score: z.nullable(z.string()),
  gameTime: z.nullable(z.string()),
  period: z.nullable(z.int()),
  periodScores: z._default(z.array(z.string()), []),
});

export type FeedEvent =
  | { type: 'price'; id: number; data: z.infer<typeof PriceSchema> }
  | { type: 'outcomeStatus'; id: number; data: z.infer<typeof OutcomeStatusSchema> }
  | { type: 'gameStatus'; id: number; data: z.infer<typeof GameStatusSchema> }
  | { type: 'score'; id: number; data: z.infer<typeof ScoreSchema> };

/** The feed's message names, for `addEventListener` on the stream: a `batch` carries several events. */
export const FEED_EVENT_NAMES = ['price', 'status', 'score', 'reset', 'batch'] as const;

/** Each message name's schemas, tried in order (a status is an outcome's or a game's), with the event type each gives. */
const SCHEMAS = new Map<string, [FeedEvent['type'], z.ZodMiniType<unknown>][]>([
  ['price', [['price', PriceSchema]]],
  ['score', [['score', ScoreSchema]]],
  [
    'status',
    [
      ['outcomeStatus', OutcomeStatusSchema],
      ['gameStatus', GameStatusSchema],
    ],
  ],
]);

/**
 * A message's events as [name, data]: a `batch` carries several (`data` an array of
 * `{ event, data }`), any other message one; none when its data is not JSON.
 */
export function messageEvents(name: string, data: string): [string, unknown][] {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return [];
  }
  if (name !== 'batch') return [[name, body]];
  return Array.isArray(body) ? body.map((item: { event?: unknown; data?: unknown } | null) => [String(item?.event), item?.data]) : [];
}

/**
 * One event of the stream (its id the message's, read by `feedEventId`) as a typed event, or null
 * when its name or data are not the feed's. A `reset` is no event to write: the feed reads the
 * snapshot again.
 */
export function parseFeedEvent(name: string, id: number, body: unknown): FeedEvent | null {
  for (const [type, schema] of SCHEMAS.get(name) ?? []) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { type, id, data: parsed.data } as FeedEvent;
  }
  return null;
}

/** A message's event id, where a new stream resumes; null when it is not one. */
export function feedEventId(lastEventId: string): number | null {
  const id = Number(lastEventId);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

/**
 * The feed's URL for these games (all of them past the backend's filter size), resuming after
 * `lastEventId`: every market of them (`allMarkets`, an event page) or the main ones a list shows.
 */
export function lineFeedUrl(gameIds: readonly number[], lastEventId?: number, allMarkets?: boolean): string {
  const ids = gameIds.length > 0 && gameIds.length <= FEED_MAX_GAME_IDS ? [...gameIds].sort((a, b) => a - b).join(',') : undefined;
  return `${LINE_FEED_PATH}${query({ gameIds: ids, lastEventId, markets: allMarkets ? undefined : 'main' })}`;
}
