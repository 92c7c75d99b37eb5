import { LINE_FEED_PATH } from '@/lib/config/liveFeed';
import type { FeedMarkets } from './query';
import { eventsOf, formatEvents, KEEP_ALIVE_LINE, passes, RETRY_LINE, sseReader, type HubEvent, type SseMessage } from './sse';
import { createReplayWindow, type ReplayWindow } from './window';

/**
 * The line feed's fan-out inside one site process (docs/line-feed.md "How the site reaches it"):
 * one upstream stream from the backend per filter it serves (`markets=main`, `markets=all`), opened
 * when the first visitor of that filter comes, kept while visitors read it and for a while after, its
 * events sent to every visitor of this process; the backend's stream count no longer grows with
 * visitors. A replay window of recent events lets a visitor that reconnects (here, or here after
 * another instance failed) resume from its `Last-Event-ID`; one the window cannot serve is told so
 * (`fallback`), and the route passes the backend's own stream on for it.
 */

export interface FeedHubOptions {
  /** The backend's base URL, read at each connection (BACKEND_URL may differ per test). */
  backendUrl: () => string;
  /** Headers of every upstream request: the site's key, so the backend trusts it (docs/site-proxy.md). */
  headers?: Record<string, string>;
  /** Events kept per upstream for resuming clients: the backend's own ring size by default. */
  windowSize?: number;
  /** How long an upstream stays open after its last client left, so a reconnect still finds the window. */
  lingerMs?: number;
  /** How long a client resuming from an id the hub has not received yet (it read a fresher snapshot) waits for it. */
  catchUpMs?: number;
  /** How long a lost upstream is tried again before every client is ended (their browsers retry and poll). */
  giveUpMs?: number;
  /** The waits between attempts to reopen a lost upstream; the last one repeats. */
  retryDelaysMs?: readonly number[];
  keepAliveMs?: number;
  /** An upstream silent this long (no event, no keep-alive) is taken for lost. */
  silenceMs?: number;
  /** A client whose unread output passes this is ended (its browser resumes from its last id). */
  maxBacklogBytes?: number;
  fetch?: typeof fetch;
}

export const FEED_HUB_DEFAULTS = {
  windowSize: 10_000,
  lingerMs: 60_000,
  catchUpMs: 2_000,
  giveUpMs: 5_000,
  retryDelaysMs: [0, 250, 500, 1_000],
  keepAliveMs: 15_000,
  silenceMs: 40_000,
  maxBacklogBytes: 8 * 1024 * 1024,
} as const;

export interface SubscribeOptions {
  /** Only these games' events (and those about no game, and `reset`); all when undefined. */
  gameIds?: ReadonlySet<number>;
  /** Where the client resumes: it saw every event up to this id. */
  lastEventId?: number;
  /** The client's request: aborted when it goes. */
  signal?: AbortSignal;
}

/**
 * `stream`: the client's event stream, in the backend's format; `fallback`: the window cannot
 * resume it, the backend must; `unavailable`: the backend's feed cannot be reached (503).
 */
export type Subscription = { kind: 'stream'; body: ReadableStream<Uint8Array> } | { kind: 'fallback' } | { kind: 'unavailable' };

export interface FeedHubStats {
  /** Upstream streams open or being opened. */
  upstreams: number;
  clients: number;
}

export interface FeedHub {
  subscribe(markets: FeedMarkets, options?: SubscribeOptions): Promise<Subscription>;
  stats(): FeedHubStats;
  /** Ends every client and upstream (tests, a process going down). */
  close(): void;
  readonly backendUrl: () => string;
}

interface Client {
  controller: ReadableStreamDefaultController<Uint8Array>;
  group: Group;
  done: boolean;
}

/** The clients of one filter key (the same `gameIds`): each message is formatted once for all of them. */
interface Group {
  channel: Channel;
  key: string;
  gameIds: ReadonlySet<number> | undefined;
  clients: Set<Client>;
}

type State = 'idle' | 'connecting' | 'open' | 'retrying' | 'down';

interface Channel {
  markets: FeedMarkets;
  window: ReplayWindow;
  groups: Map<string, Group>;
  state: State;
  /** Clients attached plus requests still deciding (waiting for the upstream or for the window). */
  holders: number;
  /** Resolves once the first connection of a run answered (true) or failed (false). */
  ready: Promise<boolean> | null;
  abort: AbortController | null;
  linger: ReturnType<typeof setTimeout> | null;
  /** Called after each upstream message: clients waiting for the window to catch up. */
  waiters: Set<() => void>;
}

/** An upstream that stayed open this long counts as recovered, even on a quiet line. */
const STABLE_STREAM_MS = 1_000;

const encoder = new TextEncoder();
const KEEP_ALIVE_BYTES = encoder.encode(KEEP_ALIVE_LINE);
const RETRY_BYTES = encoder.encode(RETRY_LINE);

/**
 * fetch as Node gives it, not as Next wraps it for a render: an upstream belongs to the process, and
 * outlives the request that happened to open it (Next's wrapper books each fetch to that request).
 */
const processFetch = (): typeof fetch => (fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch })._nextOriginalFetch ?? fetch;

const groupKey = (gameIds: ReadonlySet<number> | undefined) => (gameIds ? [...gameIds].sort((a, b) => a - b).join(',') : '*');

const unref = (timer: ReturnType<typeof setTimeout>) => {
  (timer as { unref?: () => void }).unref?.();
  return timer;
};

export function createFeedHub(options: FeedHubOptions): FeedHub {
  const settings = { ...FEED_HUB_DEFAULTS, ...options };
  const channels = new Map<FeedMarkets, Channel>();
  let clients = 0;
  let keepAlive: ReturnType<typeof setInterval> | null = null;
  let closed = false;

  const channelOf = (markets: FeedMarkets): Channel => {
    let channel = channels.get(markets);
    if (!channel) {
      channel = { markets, window: createReplayWindow(settings.windowSize), groups: new Map(), state: 'idle', holders: 0, ready: null, abort: null, linger: null, waiters: new Set() };
      channels.set(markets, channel);
    }
    return channel;
  };

  // --- clients ---

  const send = (client: Client, bytes: Uint8Array) => {
    if (client.done) return;
    const backlog = -(client.controller.desiredSize ?? 0);
    if (backlog > settings.maxBacklogBytes) return end(client);
    try {
      client.controller.enqueue(bytes);
    } catch {
      leave(client);
    }
  };

  /** The client is gone (its request aborted, its stream cancelled): forgotten at once. */
  const leave = (client: Client) => {
    if (client.done) return;
    client.done = true;
    const { group } = client;
    const { channel } = group;
    group.clients.delete(client);
    if (group.clients.size === 0 && channel.groups.get(group.key) === group) channel.groups.delete(group.key);
    clients -= 1;
    if (clients === 0 && keepAlive !== null) {
      clearInterval(keepAlive);
      keepAlive = null;
    }
    release(channel);
  };

  /** Ends the client's stream (its browser reconnects with its last id). */
  const end = (client: Client) => {
    if (client.done) return;
    leave(client);
    try {
      client.controller.close();
    } catch {
      // already closed
    }
  };

  const broadcast = (channel: Channel, events: HubEvent[]) => {
    for (const group of channel.groups.values()) {
      const wanted = group.gameIds ? events.filter((event) => passes(event, group.gameIds)) : events;
      if (wanted.length === 0) continue;
      const bytes = encoder.encode(formatEvents(wanted));
      for (const client of group.clients) send(client, bytes);
    }
  };

  // --- holding an upstream open ---

  const hold = (channel: Channel) => {
    channel.holders += 1;
    if (channel.linger !== null) {
      clearTimeout(channel.linger);
      channel.linger = null;
    }
  };

  const release = (channel: Channel) => {
    channel.holders -= 1;
    if (channel.holders > 0 || channel.linger !== null || closed) return;
    channel.linger = unref(setTimeout(() => stop(channel), settings.lingerMs));
  };

  /** Nobody reads the channel any more: its upstream closes, its window goes. */
  const stop = (channel: Channel) => {
    if (channel.linger !== null) clearTimeout(channel.linger);
    channel.linger = null;
    channel.abort?.abort();
    channel.abort = null;
    channel.state = 'idle';
    channel.ready = null;
    channel.window.restart(undefined);
  };

  // --- the upstream ---

  const onMessage = (channel: Channel, message: SseMessage) => {
    const events = eventsOf(message);
    if (!events || events.length === 0) return;
    if (message.event === 'reset') {
      // The backend says what came before is gone (a reset of the line, a restart, an id it no
      // longer has): every client reloads its snapshot, and the window starts again here.
      channel.window.restart(events[0]!.id);
      broadcast(channel, events);
    } else {
      const last = channel.window.lastId;
      const fresh = last === undefined ? events : events.filter((event) => event.id > last);
      for (const event of fresh) channel.window.add(event);
      if (fresh.length > 0) broadcast(channel, fresh);
    }
    for (const waiter of [...channel.waiters]) waiter();
  };

  /** Reads one upstream response to its end; resolves when it ends or fails, with whether anything came. */
  const read = async (channel: Channel, body: ReadableStream<Uint8Array>, attempt: AbortController): Promise<boolean> => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = sseReader();
    let silence = unref(setTimeout(() => attempt.abort(), settings.silenceMs));
    let heard = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return heard;
        clearTimeout(silence);
        silence = unref(setTimeout(() => attempt.abort(), settings.silenceMs));
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          heard = true;
          onMessage(channel, message);
        }
      }
    } catch {
      // cut: the caller reconnects
      return heard;
    } finally {
      clearTimeout(silence);
      reader.cancel().catch(() => undefined);
    }
  };

  const connect = async (channel: Channel, resumeFrom: number | undefined, attempt: AbortController) => {
    const headers = new Headers({ accept: 'text/event-stream', ...settings.headers });
    if (resumeFrom !== undefined) headers.set('last-event-id', String(resumeFrom));
    const doFetch = settings.fetch ?? processFetch();
    const response = await doFetch(`${settings.backendUrl()}${LINE_FEED_PATH}?markets=${channel.markets}`, { headers, signal: attempt.signal, cache: 'no-store' });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`the line feed answered ${response.status}`);
    }
    return response.body;
  };

  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    });

  /**
   * Opens the channel's upstream and keeps it open until the channel stops: the first attempt
   * decides `ready` (a backend that is down is answered 503 at once, as before the fan-out); once
   * open, a lost upstream is reopened at once, then after growing waits, from the last id received
   * (the backend replays what came meanwhile); not back within `giveUpMs`, every client is ended.
   */
  const start = (channel: Channel, resumeFrom: number | undefined) => {
    const run = new AbortController();
    // Where a first attempt that fails leaves the channel: a window kept after a give-up stays.
    const before: State = channel.state === 'down' ? 'down' : 'idle';
    channel.abort = run;
    channel.state = 'connecting';
    let settle: (ok: boolean) => void = () => {};
    channel.ready = new Promise<boolean>((resolve) => (settle = resolve));
    void (async () => {
      let first = true;
      let lostAt: number | undefined;
      let tries = 0;
      while (!run.signal.aborted) {
        const attempt = new AbortController();
        const stopAttempt = () => attempt.abort();
        run.signal.addEventListener('abort', stopAttempt);
        // An answer that does not begin within the time left is no answer.
        const budget = first ? settings.giveUpMs : Math.max(0, settings.giveUpMs - (Date.now() - (lostAt ?? Date.now())));
        const timeout = unref(setTimeout(stopAttempt, Math.max(budget, 1)));
        let body: ReadableStream<Uint8Array> | null = null;
        try {
          body = await connect(channel, first ? resumeFrom : channel.window.lastId, attempt);
        } catch {
          body = null;
        } finally {
          clearTimeout(timeout);
        }
        if (run.signal.aborted) {
          // Stopped meanwhile (the hub closed): whoever waits for the first answer is told.
          settle(false);
          await body?.cancel().catch(() => undefined);
          run.signal.removeEventListener('abort', stopAttempt);
          return;
        }
        if (body) {
          channel.state = 'open';
          if (first) settle(true);
          first = false;
          const opened = Date.now();
          const heard = await read(channel, body, attempt);
          run.signal.removeEventListener('abort', stopAttempt);
          if (run.signal.aborted) return;
          // A stream that brought events or lasted was back: the next loss counts from now. One
          // that closed at once is no recovery (a backend that answers and hangs up is still down).
          if (heard || Date.now() - opened >= STABLE_STREAM_MS) {
            lostAt = undefined;
            tries = 0;
          }
          lostAt ??= Date.now();
        } else {
          run.signal.removeEventListener('abort', stopAttempt);
          if (first) {
            // Never opened: the clients waiting for it are answered 503; the next one tries again.
            channel.state = before;
            if (before === 'idle') channel.window.restart(undefined);
            channel.abort = null;
            channel.ready = null;
            settle(false);
            return;
          }
        }
        if (Date.now() - (lostAt ?? Date.now()) >= settings.giveUpMs) {
          giveUp(channel);
          return;
        }
        channel.state = 'retrying';
        const delay = settings.retryDelaysMs[Math.min(tries, settings.retryDelaysMs.length - 1)] ?? 0;
        tries += 1;
        await wait(delay, run.signal);
      }
      settle(false);
    })();
  };

  /** The upstream did not come back: every client's stream ends (its browser retries, then polls), the window stays for when it does. */
  const giveUp = (channel: Channel) => {
    channel.state = 'down';
    channel.abort = null;
    channel.ready = null;
    for (const group of [...channel.groups.values()]) for (const client of [...group.clients]) end(client);
    for (const waiter of [...channel.waiters]) waiter();
  };

  /** Waits until the window covers `id`, for at most catchUpMs (or until the client goes). */
  const catchUp = (channel: Channel, id: number, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(finish, settings.catchUpMs);
      function check() {
        if (channel.window.covers(id) || channel.state === 'down' || channel.state === 'idle') finish();
      }
      function finish() {
        clearTimeout(timer);
        channel.waiters.delete(check);
        signal?.removeEventListener('abort', finish);
        resolve();
      }
      channel.waiters.add(check);
      signal?.addEventListener('abort', finish);
      check();
    });

  const attach = (channel: Channel, gameIds: ReadonlySet<number> | undefined, lastEventId: number | undefined, signal: AbortSignal | undefined) => {
    const key = groupKey(gameIds);
    let group = channel.groups.get(key);
    if (!group) {
      group = { channel, key, gameIds, clients: new Set() };
      channel.groups.set(key, group);
    }
    const replay = lastEventId === undefined ? [] : channel.window.after(lastEventId).filter((event) => passes(event, gameIds));
    let client: Client | undefined;
    const owner = group;
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          client = { controller, group: owner, done: false };
          owner.clients.add(client);
          clients += 1;
          controller.enqueue(RETRY_BYTES);
          if (replay.length > 0) controller.enqueue(encoder.encode(formatEvents(replay)));
        },
        cancel() {
          if (client) leave(client);
        },
      },
      // Counted in bytes, so a client that stops reading is seen (maxBacklogBytes).
      { highWaterMark: 0, size: (chunk) => chunk.byteLength },
    );
    if (keepAlive === null) {
      keepAlive = setInterval(() => {
        for (const each of channels.values()) for (const group of each.groups.values()) for (const one of group.clients) send(one, KEEP_ALIVE_BYTES);
      }, settings.keepAliveMs);
      unref(keepAlive);
    }
    signal?.addEventListener('abort', () => client && end(client), { once: true });
    return body;
  };

  return {
    backendUrl: settings.backendUrl,
    async subscribe(markets, { gameIds, lastEventId, signal } = {}) {
      if (closed || signal?.aborted) return { kind: 'unavailable' };
      const channel = channelOf(markets);
      hold(channel);
      let attached = false;
      try {
        if (channel.state === 'idle' || channel.state === 'down') {
          // A fresh upstream starts where its first client is (the snapshot it read), so that
          // client and every later one from there on are served from the window; after a give-up
          // it starts where the window ends.
          if (channel.state === 'idle') channel.window.restart(lastEventId);
          start(channel, channel.window.lastId);
        }
        if (channel.state === 'connecting' && !(await channel.ready)) return { kind: 'unavailable' };
        if (closed || signal?.aborted) return { kind: 'unavailable' };
        if (lastEventId !== undefined && !channel.window.covers(lastEventId)) {
          const { lastId } = channel.window;
          // Ahead of the window: the client read a snapshot a moment before the event reached here.
          if (lastId === undefined || lastEventId > lastId) await catchUp(channel, lastEventId, signal);
          if (signal?.aborted) return { kind: 'unavailable' };
          if (!channel.window.covers(lastEventId)) return { kind: 'fallback' };
        }
        if (channel.state === 'down' || channel.state === 'idle') return { kind: 'unavailable' };
        attached = true;
        return { kind: 'stream', body: attach(channel, gameIds, lastEventId, signal) };
      } finally {
        // An attached client holds the channel until it leaves (leave → release).
        if (!attached) release(channel);
      }
    },
    stats() {
      let upstreams = 0;
      for (const channel of channels.values()) if (channel.state !== 'idle' && channel.state !== 'down') upstreams += 1;
      return { upstreams, clients };
    },
    close() {
      closed = true;
      for (const channel of channels.values()) {
        for (const group of [...channel.groups.values()]) for (const client of [...group.clients]) end(client);
        stop(channel);
      }
      if (keepAlive !== null) clearInterval(keepAlive);
      keepAlive = null;
    },
  };
}
