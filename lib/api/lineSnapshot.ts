import * as z from 'zod/mini';
import { LINE_SNAPSHOT_PATH } from '@/lib/config/liveFeed';
import type { LineSection } from './games';
import { getJson, query, type GetOptions } from './http';

/**
 * What the feed takes from a snapshot's game: its prices and its live state. The snapshot sends
 * whole games (docs/line-feed.md); the lists on the page already have the rest, so the browser
 * checks only these fields (a smaller schema in every line page's first load).
 */
const SnapshotGameSchema = z.object({
  id: z.int(),
  isLive: z.boolean(),
  score: z.nullable(z.string()),
  gameTime: z.nullable(z.string()),
  period: z._default(z.nullable(z.int()), null),
  periodScores: z._default(z.array(z.string()), []),
  isFinished: z._default(z.boolean(), false),
  markets: z.array(z.object({ id: z.int(), coef: z.number(), isBlocked: z._default(z.boolean(), false) })),
});
export type SnapshotGame = z.infer<typeof SnapshotGameSchema>;

/** The line as the feed starts from it: the games and the id of the last event they include. */
export const LineSnapshotSchema = z.object({
  lastEventId: z.int(),
  games: z.array(SnapshotGameSchema),
});
export type LineSnapshot = z.infer<typeof LineSnapshotSchema>;

export interface LineSnapshotQuery {
  section: LineSection;
  lng: string;
  sportId?: number;
}

export const lineSnapshotKey = (q: LineSnapshotQuery) =>
  `${LINE_SNAPSHOT_PATH}${query({ section: q.section, sportId: q.sportId, lng: q.lng })}`;

export function fetchLineSnapshot(q: LineSnapshotQuery, options: GetOptions = {}): Promise<LineSnapshot> {
  return getJson(lineSnapshotKey(q), LineSnapshotSchema, options);
}
