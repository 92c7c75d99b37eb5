// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeedHub, type FeedHub, type FeedHubOptions, type Subscription } from '@/lib/feedHub/hub';
import { lineFeedResponse } from '@/lib/feedHub/respond';
import { SITE_PROXY_KEY_HEADER } from '@/lib/config/siteProxy.mjs';
import { makeBackend, TEST_SITE_PROXY_KEY } from '../backend/helpers';
import { closeServers, served } from '../backend/httpServer';

/**
 * The line feed's fan-out (docs/line-feed.md "How the site reaches it"): a real reference backend
 * on a port, the hub reading it over HTTP as a site process does.
 */
interface Message { id: number; event: string; data: unknown }
interface Event { id: number; event: string; data: Record<string, unknown> }

const hubs: FeedHub[] = [];
const aborts: AbortController[] = [];

afterEach(async () => {
  for (const abort of aborts.splice(0)) abort.abort();
  for (const hub of hubs.splice(0)) hub.close();
  await closeServers();
});

/** A backend on a port; `streams()` asks it how many feed streams it serves. */
async function backend() {
  const b = makeBackend();
  const { base } = await served(b.app);
  const streams = async () => (await b.call('GET', '/__control/line/feed/streams')).json.open as number;
  const patch = (id: number, body: Record<string, unknown>) => b.call('PATCH', `/__control/line/outcomes/${id}`, { body });
  const movePrices = async (limit: number) => (await b.call('POST', '/__control/line/move-prices', { body: { section: 'live', limit } })).json.moved as number;
  return { b, base, streams, patch, movePrices, last: () => b.line.feed.lastEventId() };
}

function hubOf(base: string, options: Partial<FeedHubOptions> = {}) {
  const hub = createFeedHub({ backendUrl: () => base, headers: { [SITE_PROXY_KEY_HEADER]: TEST_SITE_PROXY_KEY }, ...options });
  hubs.push(hub);
  return hub;
}

/** Reads an event stream as it comes: its messages, and its events (a batch's each with its own id). */
function read(body: ReadableStream<Uint8Array>) {
  const state = { text: '', messages: [] as Message[], events: [] as Event[], ended: false };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) {
        state.ended = true;
        return;
      }
      const text = decoder.decode(chunk.value, { stream: true });
      state.text += text;
      const blocks = (rest + text).split('\n\n');
      rest = blocks.pop() ?? '';
      for (const block of blocks) {
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const data = field('data');
        if (data === undefined) continue;
        const message = { id: Number(field('id')), event: field('event') ?? 'message', data: JSON.parse(data) };
        state.messages.push(message);
        if (message.event === 'batch') for (const entry of message.data as Event[]) state.events.push(entry);
        else state.events.push(message as Event);
      }
    }
  })();
  return { get: () => state };
}

type Reading = ReturnType<typeof read>;

const streamOf = (subscription: Subscription) => {
  expect(subscription.kind).toBe('stream');
  return read((subscription as { body: ReadableStream<Uint8Array> }).body);
};

/** A client of the hub, gone when the test ends. */
async function client(hub: FeedHub, markets: 'main' | 'all', options: { gameIds?: number[]; lastEventId?: number } = {}) {
  const abort = new AbortController();
  aborts.push(abort);
  const subscription = await hub.subscribe(markets, { gameIds: options.gameIds && new Set(options.gameIds), lastEventId: options.lastEventId, signal: abort.signal });
  return { ...streamOf(subscription), abort };
}

/** The backend's own stream for the same filter: what a client of the hub must see. */
async function direct(base: string, query: string, lastEventId?: number) {
  const abort = new AbortController();
  aborts.push(abort);
  const res = await fetch(`${base}/web-api/line/feed${query}`, { headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }, signal: abort.signal });
  return read(res.body!);
}

/** Waits until every reader has an event with this id (or later): what came before is all there. */
const upTo = (readers: Reading[], id: number) =>
  vi.waitFor(() => {
    for (const reader of readers) expect(reader.get().events.at(-1)?.id ?? 0).toBeGreaterThanOrEqual(id);
  });

const ids = (reader: Reading) => reader.get().events.map((event) => event.id);

describe('the feed hub', () => {
  it('serves 50 clients from one backend stream per filter, and lets it go when they leave', async () => {
    const { base, streams, last } = await backend();
    const hub = hubOf(base, { lingerMs: 50 });
    expect(await streams()).toBe(0);
    const clients = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client(hub, i % 2 === 0 ? 'main' : 'all', { gameIds: i % 5 === 0 ? [700001 + (i % 3)] : undefined, lastEventId: last() })),
    );
    expect(await streams()).toBe(2);
    expect(hub.stats()).toEqual({ upstreams: 2, clients: 50 });
    for (const one of clients) one.abort.abort();
    expect(hub.stats().clients).toBe(0);
    // After the linger, the upstreams close.
    await vi.waitFor(async () => expect(await streams()).toBe(0));
    expect(hub.stats().upstreams).toBe(0);
  });

  it('gives each client every event of its filter, in order, in the backend\'s own messages', async () => {
    const { b, base, patch, movePrices, last } = await backend();
    const hub = hubOf(base);
    const game = (await b.call('GET', '/web-api/line/games/700001?lng=en')).json as { markets: { id: number; group: string }[] };
    const special = game.markets.find((m) => m.group !== 'main')!.id;
    const from = last();
    // `marker`: the last of the two markers below each one gets (the first is game 700001's, the second 700002's).
    const cases = [
      { markets: 'all' as const, gameIds: undefined, query: '?markets=all', marker: 2 },
      { markets: 'all' as const, gameIds: [700002], query: '?markets=all&gameIds=700002', marker: 2 },
      { markets: 'main' as const, gameIds: undefined, query: '?markets=main', marker: 2 },
      { markets: 'main' as const, gameIds: [700001, 700003], query: '?markets=main&gameIds=700001,700003', marker: 1 },
    ];
    const hubClients = await Promise.all(cases.map((c) => client(hub, c.markets, { gameIds: c.gameIds, lastEventId: from })));
    const backendClients = await Promise.all(cases.map((c) => direct(base, c.query, from)));
    await patch(9000001, { price: 2.22 }); // game 700001, main
    await patch(9000011, { price: 2.4 }); // game 700002, main
    await patch(special, { price: 7.7 }); // game 700001, not a list's market
    const moved = await movePrices(30); // one run: a batch
    expect(moved).toBeGreaterThan(10);
    await b.call('POST', '/__control/line/games/700003/result', { body: { winners: [9000021] } });
    const end = last();
    await patch(9000001, { price: 2.3 });
    await patch(9000011, { price: 2.3 });
    for (const [i, c] of cases.entries()) await upTo([hubClients[i]!, backendClients[i]!], end + c.marker);
    for (const [i, c] of cases.entries()) {
      const mine = hubClients[i]!.get();
      const theirs = backendClients[i]!.get();
      expect(mine.messages, c.query).toEqual(theirs.messages);
      expect(mine.text.startsWith('retry: 3000\n\n')).toBe(true);
      expect(mine.events.length).toBeGreaterThan(1);
      // Ids increase, and a batch's id is its last entry's.
      expect(ids(hubClients[i]!)).toEqual([...ids(hubClients[i]!)].sort((x, y) => x - y));
      for (const message of mine.messages.filter((m) => m.event === 'batch')) expect(message.id).toBe((message.data as Event[]).at(-1)!.id);
    }
    // gameIds: only that game's events; main: no special.
    expect(hubClients[1]!.get().events.every((e) => e.data.gameId === 700002)).toBe(true);
    expect(hubClients[2]!.get().events.some((e) => e.data.outcomeId === special)).toBe(false);
    expect(hubClients[0]!.get().events.some((e) => e.data.outcomeId === special)).toBe(true);
    expect(hubClients[0]!.get().messages.some((m) => m.event === 'batch')).toBe(true);
  });

  it('resumes a client from the window, from an id in the middle of a batch, without asking the backend', async () => {
    const { base, streams, patch, movePrices, last } = await backend();
    const hub = hubOf(base);
    const first = await client(hub, 'all', { lastEventId: last() });
    await patch(9000001, { price: 2.5 });
    const batchStart = last();
    const moved = await movePrices(20);
    expect(moved).toBeGreaterThan(10);
    await patch(9000002, { price: 3.5 });
    await upTo([first], last());
    const from = batchStart + 7;
    const resumed = await client(hub, 'all', { lastEventId: from });
    await patch(9000003, { price: 4.5 });
    const end = last();
    await upTo([first, resumed], end);
    const expected = Array.from({ length: end - from }, (_, i) => from + 1 + i);
    expect(ids(resumed)).toEqual(expected);
    // The replay is one run, batched as the backend batches it.
    expect(resumed.get().messages[0]).toMatchObject({ event: 'batch', id: batchStart + moved + 1 });
    expect(await streams()).toBe(1);
  });

  it('sends a client resuming from before the window to the backend, which replays what it missed', async () => {
    const { base, streams, movePrices, patch, last } = await backend();
    const hub = hubOf(base, { windowSize: 5 });
    const first = await client(hub, 'all', { lastEventId: last() });
    const start = last();
    await movePrices(20);
    await upTo([first], last());
    const old = start + 2;
    expect(await hub.subscribe('all', { lastEventId: old })).toEqual({ kind: 'fallback' });
    const abort = new AbortController();
    aborts.push(abort);
    const res = await lineFeedResponse(new Request(`http://site.test/web-api/line/feed?markets=all`, { headers: { 'last-event-id': String(old) }, signal: abort.signal }), hub);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const passed = read(res.body!);
    await patch(9000001, { price: 2.5 });
    await upTo([passed], last());
    expect(ids(passed)).toEqual(Array.from({ length: last() - old }, (_, i) => old + 1 + i));
    // Its own stream at the backend, beside the hub's one.
    expect(await streams()).toBe(2);
  });

  it('holds a client a moment ahead of the hub (a fresher snapshot) until the event arrives, then serves it', async () => {
    const { base, streams, patch, last } = await backend();
    const hub = hubOf(base, { catchUpMs: 10_000 });
    await client(hub, 'all', { lastEventId: last() });
    const ahead = last() + 1;
    const pending = client(hub, 'all', { lastEventId: ahead });
    await patch(9000001, { price: 2.5 });
    const resumed = await pending;
    await patch(9000002, { price: 3.5 });
    await upTo([resumed], last());
    expect(ids(resumed)).toEqual([last()]);
    expect(await streams()).toBe(1);
  });

  it('sends a client whose id never arrives to the backend after a short wait', async () => {
    const { base, last } = await backend();
    const hub = hubOf(base, { catchUpMs: 50 });
    await client(hub, 'main', { lastEventId: last() });
    expect(await hub.subscribe('main', { lastEventId: last() + 1000 })).toEqual({ kind: 'fallback' });
    // The backend, told of an id it never gave, answers with a reset.
    const abort = new AbortController();
    aborts.push(abort);
    const res = await lineFeedResponse(new Request(`http://site.test/web-api/line/feed?markets=main&lastEventId=${last() + 1000}`, { signal: abort.signal }), hub);
    const passed = read(res.body!);
    await vi.waitFor(() => expect(passed.get().events.map((e) => e.event)).toEqual(['reset']));
  });

  it('reconnects a cut upstream from its last id: clients miss nothing and get nothing twice', async () => {
    const { base, streams, patch, movePrices, last } = await backend();
    // The upstream's requests: each can be cut, the next ones made to fail or to wait.
    const upstreams: { headers: Headers; cut: AbortController }[] = [];
    let failures = 0;
    let gate: Promise<void> | null = null;
    let waiting = false;
    const hub = hubOf(base, {
      retryDelaysMs: [0, 10],
      giveUpMs: 15_000,
      fetch: async (url, init) => {
        if (failures > 0) {
          failures -= 1;
          throw new TypeError('fetch failed');
        }
        if (gate) {
          waiting = true;
          await gate;
        }
        const cut = new AbortController();
        upstreams.push({ headers: new Headers(init?.headers), cut });
        return fetch(url, { ...init, signal: AbortSignal.any([init!.signal!, cut.signal]) });
      },
    });
    const from = last();
    const all = await client(hub, 'all', { lastEventId: from });
    const one = await client(hub, 'all', { gameIds: [700001], lastEventId: from });
    await patch(9000001, { price: 2.5 });
    await upTo([all, one], last());
    const before = last();
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    failures = 1;
    upstreams[0]!.cut.abort();
    // Once the hub is back at the door (one attempt failed), the line moves without it.
    await vi.waitFor(() => expect(waiting).toBe(true));
    await patch(9000002, { price: 3.5 });
    await movePrices(15);
    await patch(9000001, { price: 2.6 });
    gate = null;
    release();
    await patch(9000001, { price: 2.7 });
    await upTo([all, one], last());
    expect(upstreams).toHaveLength(2);
    expect(upstreams[1]!.headers.get('last-event-id')).toBe(String(before));
    expect(upstreams[1]!.headers.get(SITE_PROXY_KEY_HEADER)).toBe(TEST_SITE_PROXY_KEY);
    expect(ids(all)).toEqual(Array.from({ length: last() - from }, (_, i) => from + 1 + i));
    expect(ids(one)).toEqual(all.get().events.filter((e) => e.data.gameId === 700001).map((e) => e.id));
    expect(ids(one).length).toBeGreaterThanOrEqual(3);
    expect(all.get().ended).toBe(false);
    expect(await streams()).toBe(1);
  });

  it('ends every client when the backend does not come back, and answers 503 until it does', async () => {
    const { base, last } = await backend();
    const hub = hubOf(base, { giveUpMs: 200, retryDelaysMs: [0, 20] });
    const one = await client(hub, 'main', { lastEventId: last() });
    await closeServers();
    await vi.waitFor(() => expect(one.get().ended).toBe(true));
    expect(hub.stats()).toEqual({ upstreams: 0, clients: 0 });
    const res = await lineFeedResponse(new Request('http://site.test/web-api/line/feed?markets=main'), hub);
    expect(res.status).toBe(503);
    expect((await res.json()).errors[0].code).toBe('feed_unavailable');
  });

  it('passes a backend reset to every client and starts its window again', async () => {
    const { b, base, patch, last } = await backend();
    const hub = hubOf(base);
    const from = last();
    const clients = [await client(hub, 'all', { lastEventId: from }), await client(hub, 'main', { gameIds: [700002], lastEventId: from })];
    await patch(9000001, { price: 2.5 });
    await b.call('POST', '/__control/reset');
    const reset = last();
    await vi.waitFor(() => {
      for (const one of clients) expect(one.get().events.at(-1)).toMatchObject({ id: reset, event: 'reset' });
    });
    // What came before the reset is no longer the hub's to replay.
    expect(await hub.subscribe('all', { lastEventId: from })).toEqual({ kind: 'fallback' });
    const after = await client(hub, 'all', { lastEventId: reset });
    await patch(9000001, { price: 2.6 });
    await upTo([after], last());
    expect(ids(after)).toEqual([last()]);
  });

  it('refuses a query the backend would refuse, in the backend\'s words', async () => {
    const { base } = await backend();
    const hub = hubOf(base);
    const answer = async (query: string, headers: Record<string, string> = {}) => {
      const res = await lineFeedResponse(new Request(`http://site.test/web-api/line/feed${query}`, { headers }), hub);
      return { status: res.status, body: await res.json() };
    };
    expect(await answer('?markets=some')).toEqual({ status: 400, body: { errors: [{ code: 'validation', detail: 'markets: must be "main" or "all"', source: { parameter: 'markets' } }] } });
    expect((await answer(`?gameIds=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`)).body.errors[0].source).toEqual({ parameter: 'gameIds' });
    expect((await answer('?lastEventId=x')).status).toBe(400);
    expect((await answer('', { 'last-event-id': 'abc' })).body).toEqual({ errors: [{ code: 'bad_request', detail: 'Last-Event-ID must be an event id' }] });
    expect(hub.stats().upstreams).toBe(0);
  });
});
