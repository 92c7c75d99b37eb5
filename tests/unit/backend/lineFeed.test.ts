// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE_ID_BASE, CATALOGUE_SLOTS, GROUPS } from '../../../backend/src/line/catalogue/catalogue';
import { FEED_BUFFER_SIZE, type FeedEvent } from '../../../backend/src/line/feed/feed';
import { BATCH_MAX, formatEvents } from '../../../backend/src/line/feed/stream';
import { makeBackend } from './helpers';

/** The market catalogue and the push feed (docs/line-feed.md). */
type Backend = ReturnType<typeof makeBackend>;
interface SseEvent { id: number; event: string; data: Record<string, unknown> }
interface SseMessage { id: number; event: string; data: unknown }

/**
 * Opens GET /web-api/line/feed, runs `during` with the stream open, then reads until `count` events
 * came and takes whatever else is already queued, then closes it. The stream queues what is published
 * as it is published (line/feed/stream.ts), so once `during` is over every event it caused is there:
 * reading waits on no clock. Only a stream short of `count` events waits, `ms` for one more, so the
 * test fails on what it got instead of timing out.
 */
async function readFeed(b: Backend, count: number | (() => number), options: { lastEventId?: number; query?: string; during?: () => Promise<void>; ms?: number } = {}) {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const res = await b.app.request(`/web-api/line/feed${options.query ?? ''}`, { headers, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  // The events, a batch's each with the batch's id; and the messages as they came.
  const events: SseEvent[] = [];
  const messages: SseMessage[] = [];
  const parse = () => {
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const fields = Object.fromEntries(block.split('\n').filter((l) => !l.startsWith(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]));
      if (fields.data === undefined) continue;
      const message = { id: Number(fields.id), event: fields.event ?? 'message', data: JSON.parse(fields.data) };
      messages.push(message);
      if (message.event === 'batch') for (const item of message.data) events.push({ id: message.id, ...item });
      else events.push(message);
    }
  };
  await options.during?.();
  const wanted = typeof count === 'function' ? count() : count;
  // A chunk, or null when none comes within `wait` ms (0: only what is queued already).
  const next = async (wait: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const nothing = new Promise<null>((resolve) => void (timer = setTimeout(() => resolve(null), wait)));
    try {
      return await Promise.race([reader.read(), nothing]);
    } finally {
      clearTimeout(timer);
    }
  };
  for (;;) {
    const chunk = await next(events.length < wanted ? (options.ms ?? 2000) : 0);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    parse();
  }
  await reader.cancel();
  controller.abort();
  return { res, events, messages };
}

const patch = (b: Backend, id: number, body: Record<string, unknown>) => b.call('PATCH', `/__control/line/outcomes/${id}`, { body });

describe('the market catalogue', () => {
  it('gives a main football game 40–200 outcomes in five groups, with stable ids, the seed\'s main outcomes first', async () => {
    const b = makeBackend();
    const game = (await b.call('GET', '/web-api/line/games/700001?lng=en')).json;
    expect(game.markets.length).toBeGreaterThanOrEqual(40);
    expect(game.markets.length).toBeLessThanOrEqual(200);
    expect(game.marketsCount).toBe(game.markets.length);
    expect(new Set(game.markets.map((m: { group: string }) => m.group))).toEqual(new Set(GROUPS));
    expect(new Set(game.markets.map((m: { id: number }) => m.id)).size).toBe(game.markets.length);
    // The seed's outcomes keep their ids, prices and names, in the main group.
    expect(game.markets.slice(0, 3)).toEqual([
      expect.objectContaining({ id: 9000001, name: '1', typeId: 1, group: 'main' }),
      expect.objectContaining({ id: 9000002, name: 'X', typeId: 2, group: 'main' }),
      expect.objectContaining({ id: 9000003, name: '2', typeId: 3, group: 'main' }),
    ]);
    for (const m of game.markets.filter((m: { group: string }) => m.group !== 'main')) {
      expect(m.id).toBeGreaterThanOrEqual(CATALOGUE_ID_BASE + 1 * CATALOGUE_SLOTS);
      expect(m.id).toBeLessThan(CATALOGUE_ID_BASE + 2 * CATALOGUE_SLOTS);
      expect(m.coef).toBeGreaterThanOrEqual(1.01);
    }
    const names = game.markets.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Both teams to score: yes', 'Correct score 1:0', 'Half 1: 1', 'Corners: Total over 9.5', 'Cards: Total over 4.5', 'Total over 3.5', 'Handicap 1 (-0.5)']));
    // Another backend: the same ids and prices.
    expect((await makeBackend().call('GET', '/web-api/line/games/700001?lng=en')).json.markets).toEqual(game.markets);
  });

  it('every seeded sport has a catalogue beyond its main markets; the list keeps to the main ones', async () => {
    const b = makeBackend();
    const games = (await b.call('GET', '/web-api/line/games?limit=100')).json as { id: number; sportId: number; marketsCount: number; markets: { group: string }[] }[];
    const sports = new Set<number>();
    for (const g of games) {
      expect(g.markets.every((m) => m.group === 'main')).toBe(true);
      expect(g.marketsCount).toBeGreaterThan(g.markets.length + 4);
      sports.add(g.sportId);
    }
    expect(sports.size).toBe(12);
    const tennis = (await b.call('GET', `/web-api/line/games/${games.find((g) => g.sportId === 4)!.id}?lng=en`)).json;
    expect(tennis.markets.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Set 1: 1', 'Correct score 2:1 (sets)', 'Total over 20.5']));
  });
});

describe('the push feed', () => {
  it('streams text/event-stream through the request guard, each event with a greater id', async () => {
    const b = makeBackend();
    const { res, events } = await readFeed(b, 3, {
      during: async () => {
        await patch(b, 9000001, { price: 2.22 });
        await patch(b, 9000001, { suspended: true });
        await b.call('POST', '/__control/line/games/700003/result', { body: { winners: [9000021] } });
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ['price', { outcomeId: 9000001, gameId: 700001, coef: 2.22 }],
      ['status', { outcomeId: 9000001, gameId: 700001, isBlocked: true }],
      ['status', { gameId: 700003, isLive: false, isFinished: true }],
    ]);
    expect(events[1]!.id).toBe(events[0]!.id + 1);
    expect(events[2]!.id).toBe(events[1]!.id + 1);
  });

  it('a client reconnecting with Last-Event-ID gets the events it missed first', async () => {
    const b = makeBackend();
    await patch(b, 9000001, { price: 2.5 });
    const seen = b.line.feed.lastEventId();
    await patch(b, 9000002, { price: 3.5 });
    await patch(b, 9000003, { price: 4.5 });
    const { events, messages } = await readFeed(b, 2, { lastEventId: seen });
    expect(events.map((e) => e.data.outcomeId)).toEqual([9000002, 9000003]);
    // Replayed together, in one message that carries the last one's id.
    expect(messages.map((m) => [m.id, m.event])).toEqual([[seen + 2, 'batch']]);
    // The query parameter does the same (an EventSource cannot set the header on its first connect).
    expect((await readFeed(b, 2, { query: `?lastEventId=${seen}` })).events).toHaveLength(2);
  });

  it('an id older than the buffer gets a reset event', async () => {
    const b = makeBackend();
    for (let i = 0; i < FEED_BUFFER_SIZE + 5; i += 1) b.line.feed.publish({ type: 'price', data: { outcomeId: 9000001, gameId: 700001, coef: 2 } });
    const { events } = await readFeed(b, 1, { lastEventId: 1 });
    expect(events).toEqual([{ id: FEED_BUFFER_SIZE + 5, event: 'reset', data: expect.objectContaining({ lastEventId: FEED_BUFFER_SIZE + 5 }) }]);
    expect((await readFeed(b, 1, { lastEventId: 10 })).events[0]!.event).toBe('price');
  });

  it('the snapshot\'s lastEventId lines up with the stream', async () => {
    const b = makeBackend();
    await patch(b, 9000004, { price: 1.5 });
    const snapshot = (await b.call('GET', '/web-api/line/snapshot?section=live&sportId=1')).json;
    expect(snapshot.lastEventId).toBe(b.line.feed.lastEventId());
    expect(snapshot.games.length).toBeGreaterThan(0);
    expect(snapshot.games.every((g: { isLive: boolean; sportId: number }) => g.isLive && g.sportId === 1)).toBe(true);
    const arsenal = snapshot.games.find((g: { id: number }) => g.id === 700001);
    expect(arsenal.markets.find((m: { id: number }) => m.id === 9000004).coef).toBe(1.5);
    await patch(b, 9000004, { price: 1.6 });
    const { events } = await readFeed(b, 1, { lastEventId: snapshot.lastEventId });
    expect(events).toEqual([{ id: snapshot.lastEventId + 1, event: 'price', data: { outcomeId: 9000004, gameId: 700001, coef: 1.6 } }]);
    expect((await b.call('GET', '/web-api/line/snapshot?section=past')).status).toBe(400);
  });

  it('gameIds filters the stream; a reset is pushed to every client', async () => {
    const b = makeBackend();
    const { events } = await readFeed(b, 2, {
      query: '?gameIds=700002,700005',
      during: async () => {
        await patch(b, 9000001, { price: 2.4 }); // game 700001: filtered out
        await patch(b, 9000011, { price: 2.4 }); // game 700002
        await b.call('POST', '/__control/reset');
      },
    });
    expect(events.map((e) => e.event)).toEqual(['price', 'reset']);
    expect(events[0]!.data.gameId).toBe(700002);
  });
  it('markets=main keeps the main group\'s outcome events (the lists\' markets) and every game event', async () => {
    const b = makeBackend();
    const game = (await b.call('GET', '/web-api/line/games/700001?lng=en')).json as { markets: { id: number; group: string }[] };
    const other = game.markets.find((m) => m.group !== 'main')!.id;
    const { events } = await readFeed(b, 2, {
      query: '?gameIds=700001,700003&markets=main',
      during: async () => {
        await patch(b, other, { price: 7.7 }); // a special: not on a list
        await patch(b, other, { suspended: true });
        await patch(b, 9000002, { price: 3.3 });
        await b.call('POST', '/__control/line/games/700003/result', { body: { winners: [9000021] } });
      },
    });
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ['price', { outcomeId: 9000002, gameId: 700001, coef: 3.3 }],
      ['status', { gameId: 700003, isLive: false, isFinished: true }],
    ]);
    // Without it (an event page), every outcome's.
    expect((await readFeed(b, 1, { query: '?markets=all', lastEventId: 0 })).events[0]!.data.outcomeId).toBe(other);
    expect((await b.call('GET', '/web-api/line/feed?markets=some')).status).toBe(400);
  });
});

describe('GET /__control/line/feed/streams (the cluster\'s test and bench)', () => {
  it('counts the streams open now: one more per client, one less when it goes or cancels', async () => {
    const b = makeBackend();
    const open = async () => (await b.call('GET', '/__control/line/feed/streams')).json;
    expect(await open()).toEqual({ open: 0 });
    const first = new AbortController();
    const second = new AbortController();
    await b.app.request('/web-api/line/feed', { signal: first.signal });
    const kept = await b.app.request('/web-api/line/feed?markets=main', { signal: second.signal });
    expect(await open()).toEqual({ open: 2 });
    first.abort();
    expect(await open()).toEqual({ open: 1 });
    await kept.body!.cancel();
    expect(await open()).toEqual({ open: 0 });
    second.abort();
    expect(await open()).toEqual({ open: 0 });
  });
});

describe('batches (what is published in one go goes out as one message)', () => {
  it('a control call that moves many prices reaches an open stream as one batch message, its id the last event\'s', async () => {
    const b = makeBackend();
    let moved = 0;
    const { events, messages } = await readFeed(b, () => moved, {
      during: async () => {
        moved = (await b.call('POST', '/__control/line/move-prices', { body: { section: 'live', limit: 20 } })).json.moved;
      },
    });
    expect(moved).toBeGreaterThan(10);
    expect(messages).toEqual([{ id: b.line.feed.lastEventId(), event: 'batch', data: expect.any(Array) }]);
    expect(events.map((e) => e.event)).toEqual(Array(moved).fill('price'));
  });

  it('keeps a reset alone, a single event as itself, and splits runs longer than BATCH_MAX', () => {
    const price = (id: number): FeedEvent => ({ id, type: 'price', data: { outcomeId: 9000001, gameId: 700001, coef: 2 } });
    const reset: FeedEvent = { id: 3, type: 'reset', data: { reason: 'line reset' } };
    const heads = (text: string) => [...text.matchAll(/^id: (\d+)\nevent: (\w+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(heads(formatEvents([price(1), price(2), reset, price(4)]))).toEqual(['2 batch', '3 reset', '4 price']);
    // Each entry carries its own id, so a relay (the site's fan-out) can resume in the middle of a batch.
    const [, data] = /^id: 2\nevent: batch\ndata: (.*)$/m.exec(formatEvents([price(1), price(2)]))!;
    expect(JSON.parse(data!)).toEqual([
      { id: 1, event: 'price', data: { outcomeId: 9000001, gameId: 700001, coef: 2 } },
      { id: 2, event: 'price', data: { outcomeId: 9000001, gameId: 700001, coef: 2 } },
    ]);
    const many = Array.from({ length: BATCH_MAX + 1 }, (_, i) => price(i + 1));
    expect(heads(formatEvents(many))).toEqual([`${BATCH_MAX} batch`, `${BATCH_MAX + 1} price`]);
    expect(formatEvents([])).toBe('');
  });
});

describe('POST /__control/line/move-prices (the bench’s price changes)', () => {
  it('moves open main prices of a section by a few per cent, each pushed by the feed', async () => {
    const b = makeBackend();
    const before = new Map(
      ((await (await b.app.request('/web-api/line/games?section=live&limit=200')).json()) as { markets: { id: number; coef: number }[] }[])
        .flatMap((g) => g.markets)
        .map((m) => [m.id, m.coef]),
    );
    const seen = b.line.feed.lastEventId();
    const res = await b.call('POST', '/__control/line/move-prices', { body: { section: 'live', limit: 30 } });
    expect(res.status).toBe(200);
    const { moved } = res.json as { moved: number };
    expect(moved).toBeGreaterThan(20);
    expect(b.line.feed.lastEventId()).toBe(seen + moved);
    const { events, messages } = await readFeed(b, moved, { lastEventId: seen });
    // Published in one go, they come in one message (the replay batches as the live stream does).
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: seen + moved, event: 'batch' });
    expect(events).toHaveLength(moved);
    for (const event of events) {
      expect(event.event).toBe('price');
      const { outcomeId, coef } = event.data as { outcomeId: number; coef: number };
      const old = before.get(outcomeId) as number;
      expect(old).toBeDefined();
      expect(Math.abs(coef / old - 1)).toBeLessThanOrEqual(0.07);
    }
    expect((await b.call('POST', '/__control/line/move-prices', { body: { limit: 0 } })).status).toBe(400);
  });
});
