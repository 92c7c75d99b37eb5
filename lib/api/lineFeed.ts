import * as z from '@/lib/schema/z';
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
  | { type: 'score'; id: number; data: z.infer<typeof ScoreSchema> }
  | { type: 'reset'; id: number };

/** The feed's event names, for `addEventListener` on the stream. */
export const FEED_EVENT_NAMES = ['price', 'status', 'score', 'reset'] as const;

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One message of the stream as a typed event, or null when its name, id or data are not the feed's. */
export function parseFeedEvent(name: string, lastEventId: string, data: string): FeedEvent | null {
  const id = feedEventId(lastEventId);
  if (id === null) return null;
  if (name === 'reset') return { type: 'reset', id };
  const body = json(data);
  if (name === 'price') {
    const parsed = PriceSchema.safeParse(body);
    return parsed.success ? { type: 'price', id, data: parsed.data } : null;
  }
  if (name === 'score') {
    const parsed = ScoreSchema.safeParse(body);
    return parsed.success ? { type: 'score', id, data: parsed.data } : null;
  }
  if (name === 'status') {
    const outcome = OutcomeStatusSchema.safeParse(body);
    if (outcome.success) return { type: 'outcomeStatus', id, data: outcome.data };
    const game = GameStatusSchema.safeParse(body);
    return game.success ? { type: 'gameStatus', id, data: game.data } : null;
  }
  return null;
}

/** A message's event id, where a new stream resumes; null when it is not one. */
export function feedEventId(lastEventId: string): number | null {
  const id = Number(lastEventId);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

/** The feed's URL for these games (all of them past the backend's filter size), resuming after `lastEventId`. */
export function lineFeedUrl(gameIds: readonly number[], lastEventId?: number): string {
  const ids = gameIds.length > 0 && gameIds.length <= FEED_MAX_GAME_IDS ? [...gameIds].sort((a, b) => a - b).join(',') : undefined;
  return `${LINE_FEED_PATH}${query({ gameIds: ids, lastEventId })}`;
}
