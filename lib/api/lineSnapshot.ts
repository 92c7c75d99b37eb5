import { z } from '@/lib/schema';
import { LINE_SNAPSHOT_PATH } from '@/lib/config/liveFeed';
import { GamesSchema, type LineSection } from './games';
import { getJson, query, type GetOptions } from './http';

/** The line as the feed starts from it: the games and the id of the last event they include. */
export const LineSnapshotSchema = z.object({
  lastEventId: z.int(),
  games: GamesSchema,
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
