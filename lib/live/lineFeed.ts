import { FEED_EVENT_NAMES, feedEventId, lineFeedUrl, messageEvents, parseFeedEvent, type FeedEvent } from '@/lib/api/lineFeed';
import type { LineSnapshot } from '@/lib/api/lineSnapshot';
import { FEED_EVENTS_PER_FRAME, FEED_POLL_MS, FEED_RECONNECT_MS } from '@/lib/config/liveFeed';
import { applyFeedEvents, applySnapshot, type LiveStores } from './applyFeed';

/** 'stream': changes are pushed; 'polling': the stream is down and the snapshot is read every few seconds. */
export type FeedMode = 'stream' | 'polling';

/** What the feed needs of an `EventSource` (tests give a fake one). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

const CLOSED = 2;

export interface LineFeedOptions {
  stores: LiveStores;
  /** The line as it is now, with the id of its last event (docs/line-feed.md "Snapshot"). */
  snapshot: () => Promise<LineSnapshot>;
  open: (url: string) => EventSourceLike;
  /** Runs a callback before the next paint (requestAnimationFrame). */
  frame: (callback: () => void) => void;
  onMode: (mode: FeedMode) => void;
  pollMs?: number;
  reconnectMs?: number;
  eventsPerFrame?: number;
}

export interface LineFeed {
  /**
   * The games on screen, and whether all their markets are (an event page) or a list's main ones:
   * the stream is filtered to them (reopened, resuming, when they change).
   */
  setGames(ids: readonly number[], allMarkets?: boolean): void;
  stop(): void;
}

/**
 * The line's push feed in the browser (docs/line-feed.md, docs/decisions/live-feed.md). It starts from the snapshot, then
 * follows the stream from the snapshot's event id, so no change is lost or doubled. Events are
 * queued and written to the stores once per frame, at most `eventsPerFrame` a frame. When the stream breaks it reads the snapshot
 * every `pollMs` and says so (`onMode`); the browser's own retry, or a new stream after
 * `reconnectMs` when the browser gave up, brings the pushes back.
 */
export function createLineFeed(options: LineFeedOptions): LineFeed {
  const { stores, frame, onMode, pollMs = FEED_POLL_MS, reconnectMs = FEED_RECONNECT_MS, eventsPerFrame = FEED_EVENTS_PER_FRAME } = options;
  let ids: number[] = [];
  let all = false;
  let key = '';
  let only: Set<number> = new Set();
  let lastId: number | undefined;
  let source: EventSourceLike | null = null;
  // Events as they came: each is checked in the frame that writes it, so a burst of hundreds (every
  // live price moved at once, one batch message) is never checked in one task.
  let queue: { name: string; id: number; body: unknown }[] = [];
  let framed = false;
  let mode: FeedMode | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const setMode = (next: FeedMode) => {
    if (mode === next) return;
    mode = next;
    onMode(next);
  };

  const schedule = () => {
    if (framed) return;
    framed = true;
    frame(flush);
  };

  // A frame's share of the queue, in order; what is left goes in the next frame.
  const flush = () => {
    framed = false;
    if (stopped) return;
    const batch = queue
      .splice(0, eventsPerFrame)
      .map((event) => parseFeedEvent(event.name, event.id, event.body))
      .filter((event): event is FeedEvent => event !== null);
    applyFeedEvents(batch, stores);
    if (queue.length > 0) schedule();
  };

  /** Reads the snapshot into the stores; its id is where a new stream resumes. */
  const sync = async () => {
    const snapshot = await options.snapshot();
    if (stopped) return;
    // Events still queued that the snapshot already contains would take a price back.
    queue = queue.filter((event) => event.id > snapshot.lastEventId);
    applySnapshot(snapshot.games, stores, only);
    lastId = snapshot.lastEventId;
  };

  const release = () => {
    stores.prices.release();
    stores.suspended.release();
    stores.games.release();
  };

  const stopPolling = () => {
    if (pollTimer !== null) clearInterval(pollTimer);
    pollTimer = null;
  };

  const startPolling = () => {
    setMode('polling');
    if (pollTimer !== null) return;
    pollTimer = setInterval(() => {
      // A failed read waits for the next one: the page keeps what it shows.
      sync().catch(() => undefined);
    }, pollMs);
  };

  const close = () => {
    source?.close();
    source = null;
    if (reconnectTimer !== null) clearTimeout(reconnectTimer);
    reconnectTimer = null;
  };

  const connect = () => {
    close();
    if (stopped) return;
    // Every browser the site serves has EventSource; a stream it cannot open errors (below).
    const current = options.open(lineFeedUrl(ids, lastId, all));
    source = current;
    current.addEventListener('open', () => {
      if (source !== current) return;
      stopPolling();
      setMode('stream');
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      startPolling();
      // CONNECTING: the browser retries by itself, resuming from the last id it saw. CLOSED: it
      // gave up (the site answered without a stream); a new one later, from the last snapshot.
      if (current.readyState === CLOSED) {
        source = null;
        reconnectTimer = setTimeout(connect, reconnectMs);
      }
    });
    for (const name of FEED_EVENT_NAMES) {
      current.addEventListener(name, (raw) => {
        if (source !== current) return;
        const message = raw as MessageEvent<string>;
        const id = feedEventId(message.lastEventId);
        if (id === null) return;
        lastId = id;
        if (name === 'reset') {
          sync().catch(startPolling);
          return;
        }
        for (const [event, body] of messageEvents(name, message.data)) queue.push({ name: event, id, body });
        schedule();
      });
    }
  };

  return {
    setGames(next, allMarkets = false) {
      const gameKey = [...new Set(next)].sort((a, b) => a - b).join(',');
      const nextKey = allMarkets + gameKey;
      if (nextKey === key || stopped) return;
      const followed = only;
      const wasAll = all;
      key = nextKey;
      all = allMarkets;
      ids = gameKey ? gameKey.split(',').map(Number) : [];
      only = new Set(ids);
      // The stream stops carrying some keys: what the stores hold of them will age, so no key is
      // held any more (the stream's next events hold theirs again) and seeds are taken meanwhile.
      if ([...followed].some((id) => !only.has(id)) || (wasAll && !allMarkets)) release();
      // Nothing new to carry: the same stream position, filtered to these games.
      if (lastId !== undefined && ids.every((id) => followed.has(id)) && (wasAll || !allMarkets)) return connect();
      // First, or games (markets) the stream did not carry until now: from the snapshot (the page's
      // HTML may come from the cache), then the stream from the snapshot's id, with no gap.
      sync().then(connect, () => {
        startPolling();
        connect();
      });
    },
    stop() {
      stopped = true;
      stopPolling();
      close();
      queue = [];
      // Nothing vouches for the stores' values any more: the next page's seeds are news.
      release();
    },
  };
}
