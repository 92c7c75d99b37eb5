/**
 * The line's push feed: every change of a price, a suspension, a game's status or score becomes an
 * event with an increasing id, kept in a bounded ring buffer so a client that reconnects with
 * `Last-Event-ID` gets what it missed (docs/line-feed.md).
 */
export type FeedEvent =
  | { id: number; type: 'price'; data: { outcomeId: number; gameId: number; coef: number } }
  | { id: number; type: 'status'; data: { outcomeId: number; gameId: number; isBlocked: boolean } }
  | { id: number; type: 'status'; data: { gameId: number; isLive: boolean; isFinished: boolean } }
  | { id: number; type: 'score'; data: { gameId: number; score: string | null; gameTime: string | null; period: number; periodScores: string[] } }
  | { id: number; type: 'reset'; data: { reason: string } };

type Without<T> = T extends unknown ? Omit<T, 'id'> : never;
export type FeedMessage = Without<FeedEvent>;

export const FEED_BUFFER_SIZE = 10_000;

export interface LineFeed {
  publish(message: FeedMessage): FeedEvent;
  lastEventId(): number;
  /** Events after `id`, oldest first; 'reset' when some of them are no longer in the buffer (or `id` is unknown). */
  since(id: number): FeedEvent[] | 'reset';
  subscribe(listener: (event: FeedEvent) => void): () => void;
}

export function createLineFeed(bufferSize = FEED_BUFFER_SIZE): LineFeed {
  const buffer: FeedEvent[] = [];
  let start = 0; // index of the oldest event in `buffer` once it is full
  let last = 0;
  const listeners = new Set<(event: FeedEvent) => void>();
  const ordered = () => (buffer.length < bufferSize ? buffer : [...buffer.slice(start), ...buffer.slice(0, start)]);
  return {
    publish(message) {
      last += 1;
      const event = { ...message, id: last } as FeedEvent;
      if (buffer.length < bufferSize) buffer.push(event);
      else {
        buffer[start] = event;
        start = (start + 1) % bufferSize;
      }
      for (const listener of listeners) listener(event);
      return event;
    },
    lastEventId: () => last,
    since(id) {
      if (id === last) return [];
      if (id > last || id < 0) return 'reset';
      const events = ordered();
      const oldest = events[0]?.id ?? last + 1;
      if (id < oldest - 1) return 'reset';
      return events.filter((event) => event.id > id);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The game an event is about (a filter of the stream), or undefined for events about everything. */
export const gameOf = (event: FeedEvent): number | undefined => ('gameId' in event.data ? event.data.gameId : undefined);
