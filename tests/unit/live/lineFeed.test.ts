import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@/lib/api/games';
import type { LineSnapshot } from '@/lib/api/lineSnapshot';
import { createLineFeed, type EventSourceLike, type FeedMode } from '@/lib/live/lineFeed';
import { createKeyedStore } from '@/lib/odds/keyedStore';
import { FEED_EVENTS_PER_FRAME } from '@/lib/config/liveFeed';
import type { GameLive } from '@/lib/odds/priceStore';
import { liveGame } from '../../support/fixtures';

/** An EventSource the test drives: opens, fails, and delivers named events with ids. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Array<(event: Event) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.fire('open', new Event('open'));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.fire('error', new Event('error'));
  }
  send(name: string, id: number, data: unknown) {
    this.fire(name, new MessageEvent(name, { data: JSON.stringify(data), lastEventId: String(id) }));
  }
  private fire(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function setup(snapshots: Array<LineSnapshot | Error>) {
  const stores = {
    prices: createKeyedStore<number, number>(),
    suspended: createKeyedStore<number, boolean>(),
    games: createKeyedStore<number, GameLive>(),
  };
  const sources: FakeSource[] = [];
  const frames: Array<() => void> = [];
  const modes: FeedMode[] = [];
  const snapshot = vi.fn(async () => {
    const next = snapshots.length > 1 ? snapshots.shift() : snapshots[0];
    if (next instanceof Error || next === undefined) throw next ?? new Error('none');
    return next;
  });
  const feed = createLineFeed({
    stores,
    snapshot,
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    frame: (callback) => frames.push(callback),
    onMode: (mode) => modes.push(mode),
    pollMs: 5000,
    reconnectMs: 10_000,
  });
  const runFrames = () => frames.splice(0).forEach((callback) => callback());
  return { stores, sources, frames, modes, snapshot, feed, runFrames };
}

const game = (over: Partial<Game> = {}) => liveGame({ id: 700001, ...over });
const snap = (lastEventId: number, games: Game[]): LineSnapshot => ({ lastEventId, games });

describe('the line feed in the browser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the snapshot and resumes the stream after its event id, for the games on screen only', async () => {
    const { stores, sources, feed } = setup([snap(41, [game(), game({ id: 700002, markets: [{ id: 99, typeId: 1, name: '1', coef: 9, isBlocked: false, group: 'main' }] })])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0]?.url).toBe('/web-api/line/feed?gameIds=700001&lastEventId=41&markets=main');
    expect(stores.prices.get(11)).toBe(1.85);
    // Another game of the snapshot is not this page's.
    expect(stores.prices.get(99)).toBeUndefined();
  });

  it('writes a frame of events in one batch: the latest price of an outcome wins, scores and states patch the game', async () => {
    const { stores, sources, frames, feed, runFrames } = setup([snap(1, [game()])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    const source = sources[0] as FakeSource;
    source.open();
    const told = vi.fn();
    stores.prices.subscribe(11, told);
    source.send('price', 2, { outcomeId: 11, gameId: 700001, coef: 1.9 });
    source.send('price', 3, { outcomeId: 11, gameId: 700001, coef: 2.1 });
    source.send('status', 4, { outcomeId: 12, gameId: 700001, isBlocked: true });
    source.send('score', 5, { gameId: 700001, score: '2:0', gameTime: "64'", period: 2, periodScores: ['1:0', '1:0'] });
    // Nothing is written before the frame, and the frame is asked for once.
    expect(stores.prices.get(11)).toBe(1.85);
    expect(frames).toHaveLength(1);
    runFrames();
    expect(stores.prices.get(11)).toBe(2.1);
    expect(told).toHaveBeenCalledTimes(1);
    expect(stores.suspended.get(12)).toBe(true);
    expect(stores.games.get(700001)).toEqual({ isLive: true, isFinished: false, score: '2:0', gameTime: "64'", period: 2, periodScores: ['1:0', '1:0'] });
    source.send('status', 6, { gameId: 700001, isLive: false, isFinished: true });
    runFrames();
    expect(stores.games.get(700001)).toMatchObject({ isFinished: true, isLive: false, score: '2:0' });
  });

  it('writes a burst over a few frames, in order, never more than its share in one', async () => {
    const { stores, sources, frames, feed, runFrames } = setup([snap(1, [game()])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    const source = sources[0] as FakeSource;
    const told = vi.fn();
    stores.prices.subscribe(11, told);
    // Ten events more than the default share: the last price of outcome 11 comes in the second frame.
    const share = FEED_EVENTS_PER_FRAME;
    for (let i = 0; i < share + 9; i += 1) source.send('price', 2 + i, { outcomeId: 1000 + i, gameId: 700001, coef: 2 });
    source.send('price', share + 11, { outcomeId: 11, gameId: 700001, coef: 3.5 });
    expect(frames).toHaveLength(1);
    runFrames();
    expect(stores.prices.get(1000 + share - 1)).toBe(2);
    expect(stores.prices.get(1000 + share)).toBeUndefined();
    expect(told).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    runFrames();
    expect(stores.prices.get(11)).toBe(3.5);
    expect(frames).toHaveLength(0);
  });

  it('unpacks a batch message: its events over a few frames, a bad one dropped, and the stream resumes after its id', async () => {
    const { stores, sources, frames, feed, runFrames } = setup([snap(1, [game()])]);
    feed.setGames([700001, 700002]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    const share = FEED_EVENTS_PER_FRAME;
    // Each entry carries its own id (docs/line-feed.md "The push feed"); the page resumes after the message's.
    const prices = Array.from({ length: share + 1 }, (_, i) => ({ id: 10 + i, event: 'price', data: { outcomeId: 2000 + i, gameId: 700001, coef: 1.5 } }));
    (sources[0] as FakeSource).send('batch', 90, [
      ...prices,
      { id: 89, event: 'price', data: { outcomeId: 11, coef: 'lots' } },
      { id: 90, event: 'status', data: { outcomeId: 12, gameId: 700001, isBlocked: true } },
    ]);
    expect(frames).toHaveLength(1);
    runFrames();
    expect(stores.prices.get(2000 + share - 1)).toBe(1.5);
    expect(stores.prices.get(2000 + share)).toBeUndefined();
    runFrames();
    expect(stores.prices.get(2000 + share)).toBe(1.5);
    expect(stores.prices.get(11)).toBe(1.85);
    expect(stores.suspended.get(12)).toBe(true);
    feed.setGames([700001]);
    expect(sources[1]?.url).toBe('/web-api/line/feed?gameIds=700001&lastEventId=90&markets=main');
  });

  it('drops a message whose data is not the feed\'s', async () => {
    const { stores, sources, feed, runFrames } = setup([snap(1, [game()])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    (sources[0] as FakeSource).send('price', 2, { outcomeId: 11, coef: 'lots' });
    runFrames();
    expect(stores.prices.get(11)).toBe(1.85);
  });

  it('falls back to polling the snapshot when the stream breaks, says so, and goes back when it reopens', async () => {
    const { stores, sources, modes, snapshot, feed } = setup([snap(1, [game()]), snap(9, [game({ markets: [{ id: 11, typeId: 1, name: '1', coef: 1.7, isBlocked: false, group: 'main' }] })])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    const source = sources[0] as FakeSource;
    source.open();
    expect(modes).toEqual(['stream']);
    // The browser retries by itself (CONNECTING): meanwhile the page polls.
    source.fail(0);
    expect(modes).toEqual(['stream', 'polling']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(snapshot).toHaveBeenCalledTimes(2);
    expect(stores.prices.get(11)).toBe(1.7);
    source.open();
    expect(modes).toEqual(['stream', 'polling', 'stream']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(snapshot).toHaveBeenCalledTimes(2);
  });

  it('opens a new stream after the browser gave up, resuming from the last snapshot read', async () => {
    const { sources, feed } = setup([snap(1, [game()]), snap(30, [game()])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    (sources[0] as FakeSource).fail(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sources).toHaveLength(2);
    expect(sources[1]?.url).toContain('lastEventId=30');
  });

  it('reads the snapshot again on a reset event', async () => {
    const { stores, sources, snapshot, feed } = setup([snap(1, [game()]), snap(50, [game({ markets: [{ id: 11, typeId: 1, name: '1', coef: 3.3, isBlocked: false, group: 'main' }] })])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    (sources[0] as FakeSource).send('reset', 50, { reason: 'restart' });
    await vi.waitFor(() => expect(stores.prices.get(11)).toBe(3.3));
    expect(snapshot).toHaveBeenCalledTimes(2);
  });

  it('follows new games from a fresh snapshot, fewer games on the same stream id, and closes everything on stop', async () => {
    const second = game({ id: 700002, markets: [{ id: 21, typeId: 1, name: '1', coef: 2.4, isBlocked: false, group: 'main' }] });
    const { stores, sources, snapshot, feed } = setup([snap(1, [game()]), snap(9, [game(), second])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    (sources[0] as FakeSource).send('price', 7, { outcomeId: 11, gameId: 700001, coef: 1.9 });
    // A game the stream did not carry: its prices from a snapshot, the stream from the snapshot's id.
    feed.setGames([700001, 700002]);
    await vi.waitFor(() => expect(sources).toHaveLength(2));
    expect(snapshot).toHaveBeenCalledTimes(2);
    expect(sources[0]?.closed).toBe(true);
    expect(sources[1]?.url).toBe('/web-api/line/feed?gameIds=700001%2C700002&lastEventId=9&markets=main');
    expect(stores.prices.get(21)).toBe(2.4);
    // One game fewer: no snapshot, the same position.
    (sources[1] as FakeSource).send('price', 12, { outcomeId: 21, gameId: 700002, coef: 2.5 });
    feed.setGames([700002]);
    expect(snapshot).toHaveBeenCalledTimes(2);
    expect(sources[2]?.url).toBe('/web-api/line/feed?gameIds=700002&lastEventId=12&markets=main');
    feed.stop();
    expect(sources[2]?.closed).toBe(true);
  });

  it('holds the prices it wrote against older seeds until the stream stops carrying them', async () => {
    const { stores, sources, feed, runFrames } = setup([snap(1, [game()])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(stores.prices.get(11)).toBe(1.85);
    // A cell of the kept page hydrating late offers the price its HTML had: the snapshot's stays.
    stores.prices.offer(11, 1.5);
    expect(stores.prices.get(11)).toBe(1.85);
    (sources[0] as FakeSource).send('price', 2, { outcomeId: 11, gameId: 700001, coef: 2.2 });
    runFrames();
    stores.prices.offer(11, 1.85);
    expect(stores.prices.get(11)).toBe(2.2);
    // The stream no longer carries it (another page): what a fresh render says is taken.
    feed.stop();
    stores.prices.offer(11, 2.6);
    expect(stores.prices.get(11)).toBe(2.6);
  });

  it('drops queued events the snapshot it reads again already contains', async () => {
    const { stores, sources, frames, feed, runFrames } = setup([snap(1, [game()]), snap(50, [game({ markets: [{ id: 11, typeId: 1, name: '1', coef: 3.3, isBlocked: false, group: 'main' }] })])]);
    feed.setGames([700001]);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    // An older price still waits for its frame when the reset's snapshot comes.
    (sources[0] as FakeSource).send('price', 40, { outcomeId: 11, gameId: 700001, coef: 2.9 });
    (sources[0] as FakeSource).send('reset', 50, { reason: 'restart' });
    await vi.waitFor(() => expect(stores.prices.get(11)).toBe(3.3));
    expect(frames.length).toBeGreaterThan(0);
    runFrames();
    expect(stores.prices.get(11)).toBe(3.3);
  });
});
