import type { FeedEvent, LineFeed } from './feed';
import { gameOf } from './feed';

/**
 * The feed as server-sent events: `id:`, `event:` and one `data:` JSON line per event; the events
 * after `lastEventId` first (or one `reset` when they are gone), then live ones; a comment every
 * KEEP_ALIVE_MS keeps proxies from closing an idle stream.
 */
export const KEEP_ALIVE_MS = 15_000;

export const formatEvent = (event: FeedEvent) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

export function feedStream(feed: LineFeed, options: { lastEventId?: number; gameIds?: ReadonlySet<number>; signal?: AbortSignal }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const wanted = (event: FeedEvent) => {
    if (!options.gameIds) return true;
    const gameId = gameOf(event);
    return gameId === undefined || options.gameIds.has(gameId);
  };
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      send('retry: 3000\n\n');
      if (options.lastEventId !== undefined) {
        const missed = feed.since(options.lastEventId);
        if (missed === 'reset') {
          const id = feed.lastEventId();
          send(`id: ${id}\nevent: reset\ndata: ${JSON.stringify({ reason: 'missed events are gone: load the snapshot again', lastEventId: id })}\n\n`);
        } else for (const event of missed) if (wanted(event)) send(formatEvent(event));
      }
      const unsubscribe = feed.subscribe((event) => {
        if (wanted(event)) send(formatEvent(event));
      });
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      keepAlive.unref?.();
      cleanup = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(keepAlive);
      };
      options.signal?.addEventListener('abort', () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed
        }
      });
    },
    cancel() {
      cleanup();
    },
  });
}
