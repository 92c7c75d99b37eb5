import type { FeedEvent, LineFeed } from './feed';
import { gameOf } from './feed';

/**
 * The feed as server-sent events: `id:`, `event:` and one `data:` JSON line per event; the events
 * after `lastEventId` first (or one `reset` when they are gone), then live ones; a comment every
 * KEEP_ALIVE_MS keeps proxies from closing an idle stream.
 */
export const KEEP_ALIVE_MS = 15_000;

export const formatEvent = (event: FeedEvent) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** At most this many events go in one `batch` message. */
export const BATCH_MAX = 1000;

/**
 * Events published in one go as messages: a single event as itself, a run of several as `batch`
 * messages (`data` the events as `{ id, event, data }`, `id` the last one's), a `reset` alone. Each
 * entry's own id lets a relay (the site's fan-out, docs/line-feed.md "How the site reaches it")
 * split and re-batch them and resume after any of them; a browser reads the message's id. A browser
 * dispatches every message of a stream as a DOM event, each costing it a few microseconds: a live
 * game's repricing is hundreds of changes at once, and a page of 180 games in one message each
 * was a long task of its own (docs/decisions/live-feed.md).
 */
export function formatEvents(events: readonly FeedEvent[]): string {
  let text = '';
  for (let start = 0; start < events.length; ) {
    let end = start + 1;
    if (events[start]!.type !== 'reset') while (end < events.length && end - start < BATCH_MAX && events[end]!.type !== 'reset') end += 1;
    const run = events.slice(start, end);
    text +=
      run.length === 1
        ? formatEvent(run[0]!)
        : `id: ${run.at(-1)!.id}\nevent: batch\ndata: ${JSON.stringify(run.map((event) => ({ id: event.id, event: event.type, data: event.data })))}\n\n`;
    start = end;
  }
  return text;
}

/** Which outcomes a stream carries (`?markets=main`); told of a `reset`, after which ids may mean other outcomes. */
export interface OutcomeFilter {
  wanted(outcomeId: number): boolean;
  reset(): void;
}

export interface FeedStreamOptions {
  lastEventId?: number;
  gameIds?: ReadonlySet<number>;
  outcomes?: OutcomeFilter;
  signal?: AbortSignal;
}

/** How many streams each feed is serving now (`GET /__control/line/feed/streams`, for the cluster's test and bench). */
const openStreams = new WeakMap<LineFeed, number>();

export const openFeedStreams = (feed: LineFeed): number => openStreams.get(feed) ?? 0;

export function feedStream(feed: LineFeed, options: FeedStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const { gameIds, outcomes } = options;
  const wanted = (event: FeedEvent) => {
    if (event.type === 'reset') {
      outcomes?.reset();
      return true;
    }
    const gameId = gameOf(event);
    if (gameIds && gameId !== undefined && !gameIds.has(gameId)) return false;
    return !outcomes || !('outcomeId' in event.data) || outcomes.wanted(event.data.outcomeId);
  };
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed || !text) return;
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
        } else send(formatEvents(missed.filter(wanted)));
      }
      // What is published in one synchronous run (a simulator step, a control call) goes out together.
      let pending: FeedEvent[] = [];
      const unsubscribe = feed.subscribe((event) => {
        if (!wanted(event)) return;
        if (pending.length === 0)
          queueMicrotask(() => {
            const events = pending;
            pending = [];
            send(formatEvents(events));
          });
        pending.push(event);
      });
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      keepAlive.unref?.();
      openStreams.set(feed, openFeedStreams(feed) + 1);
      cleanup = () => {
        if (closed) return;
        closed = true;
        openStreams.set(feed, openFeedStreams(feed) - 1);
        unsubscribe();
        clearInterval(keepAlive);
      };
      const abort = () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      // A client gone before its stream started is counted out at once.
      if (options.signal?.aborted) abort();
      else options.signal?.addEventListener('abort', abort);
    },
    cancel() {
      cleanup();
    },
  });
}
