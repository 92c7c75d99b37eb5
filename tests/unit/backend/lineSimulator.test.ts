// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { simulationFromEnv, SUSPEND_MS } from '../../../backend/src/line/simulator/driver';
import type { FeedEvent } from '../../../backend/src/line/feed/feed';
import { couponBackend } from './couponHelpers';
import { makeBackend } from './helpers';

/** The match simulator (docs/line-feed.md "The simulator"), on a fixed seed and a clock moved by hand. */
const T0 = Date.UTC(2030, 0, 7, 12, 0, 0);
const RUNNING = { seed: 7, frozen: false };

type Backend = ReturnType<typeof makeBackend>;
interface ApiMarket { id: number; coef: number; isBlocked: boolean; group: string }
interface ApiGame { id: number; startsAt: string; isLive: boolean; isFinished: boolean; score: string | null; gameTime: string | null; period: number | null; markets: ApiMarket[] }

const game = async (b: Backend, id: number) => (await b.call('GET', `/web-api/line/games/${id}?lng=en`)).json as ApiGame;
/** Moves the clock to `at` and lets the simulator catch up (what its timer does every second). */
const moveTo = (b: Backend, at: number) => {
  b.clock.setOffsetSeconds((at - T0) / 1000);
  b.line.simulator.tick();
};
const firstLineFootball = async (b: Backend) => (await b.call('GET', '/web-api/line/games?section=line&sportId=1&limit=1')).json[0] as ApiGame;
/**
 * These tests simulate every seeded game over up to a few hours of backend clock, and the file's
 * first seeded backend also pays the seed's one-off pricing: up to 6 s a test on a busy 2-core
 * machine, so ten times that to finish in.
 */
const SIMULATION_TIMEOUT = { timeout: 60_000 };

const state = (b: Backend) => b.db.prepare('SELECT g.id, g.is_live, g.score, g.clock_sec, g.finished, (SELECT group_concat(coef) FROM markets m WHERE m.game_id = g.id) AS prices FROM games g ORDER BY g.id').all();

describe('the match simulator', SIMULATION_TIMEOUT, () => {
  it('a line game goes live at its start and its clock advances', async () => {
    const b = makeBackend({ now: T0, line: RUNNING });
    const fixture = await firstLineFootball(b);
    const start = Date.parse(fixture.startsAt);
    moveTo(b, start - 60_000);
    expect(await game(b, fixture.id)).toMatchObject({ isLive: false, gameTime: null });
    moveTo(b, start + 2 * 60_000);
    expect(await game(b, fixture.id)).toMatchObject({ isLive: true, gameTime: "2'", period: 1, score: expect.stringMatching(/^\d+:\d+$/) });
    moveTo(b, start + 12 * 60_000);
    expect((await game(b, fixture.id)).gameTime).toBe("12'");
    // Half-time: the clock stops at 45' in the break, the second half starts after it.
    moveTo(b, start + 55 * 60_000);
    expect(await game(b, fixture.id)).toMatchObject({ gameTime: "45'", period: 1 });
    moveTo(b, start + 70 * 60_000);
    expect(await game(b, fixture.id)).toMatchObject({ gameTime: "55'", period: 2 });
  });

  it('a goal suspends the game\'s markets for a few seconds, then they reopen with moved prices', async () => {
    const b = makeBackend({ now: T0, line: RUNNING });
    const live = ((await b.call('GET', '/web-api/line/games?section=live&sportId=1&limit=100')).json as ApiGame[]).map((g) => g.id);
    const scores = async () => Promise.all(live.map(async (id) => (await game(b, id)).score));
    let before = await scores();
    let scored: number | undefined;
    let at = T0;
    for (let i = 0; i < 1200 && scored === undefined; i += 1) {
      at += 5_000;
      moveTo(b, at);
      const now = await scores();
      scored = live.find((_, index) => now[index] !== before[index]);
      before = now;
    }
    expect(scored).toBeDefined();
    const suspended = await game(b, scored!);
    expect(suspended.isFinished).toBe(false);
    expect(suspended.markets.every((m) => m.isBlocked)).toBe(true);
    moveTo(b, at + SUSPEND_MS + 5_000);
    const reopened = await game(b, scored!);
    expect(reopened.markets.some((m) => !m.isBlocked)).toBe(true);
    const moved = reopened.markets.filter((m) => m.coef !== suspended.markets.find((s) => s.id === m.id)?.coef);
    expect(moved.length).toBeGreaterThan(0);
    // The margin is kept: the 1X2 book adds up to more than 100%.
    const book = reopened.markets.filter((m) => m.group === 'main').slice(0, 3).reduce((sum, m) => sum + 1 / m.coef, 0);
    expect(book).toBeGreaterThan(1);
  });

  it('a game finishes with a result and the bets on it settle', async () => {
    const b = await couponBackend({ now: T0, line: RUNNING });
    const fixture = await firstLineFootball(b);
    const home = fixture.markets.find((m) => m.id === fixture.markets[0]!.id)!;
    const placed = await b.place({ amount: 100, bets: [{ id: home.id, coef: home.coef }] });
    expect(placed.status).toBe(200);
    b.clock.setOffsetSeconds((Date.parse(fixture.startsAt) - T0) / 1000 + 2.5 * 3600);
    b.line.simulator.tick();
    const finished = await game(b, fixture.id);
    expect(finished).toMatchObject({ isFinished: true, score: expect.stringMatching(/^\d+:\d+$/) });
    const [a, c] = finished.score!.split(':').map(Number) as [number, number];
    const bets = (await b.control('GET', '/bets/player@example.com')).json as { couponId: number; status: string }[];
    expect(bets.at(-1)!.status).toBe(a > c ? 'won' : 'lost');
    expect(await b.money()).toBe(a > c ? 9900 + Math.floor(100 * home.coef * 100) / 100 : 9900);
    expect(b.ledgerHolds()).toBe(true);
    // Its sport still has line games and a live one: fixtures were added.
    const sports = (await b.call('GET', '/web-api/line/sports')).json as { id: number; lineCount: number; liveCount: number }[];
    expect(sports.find((s) => s.id === 1)).toMatchObject({ lineCount: expect.any(Number), liveCount: expect.any(Number) });
    for (const sport of sports) expect(sport.lineCount).toBeGreaterThanOrEqual(2);
    expect(sports.find((s) => s.id === 1)!.liveCount).toBeGreaterThanOrEqual(1);
  });

  it('the same seed and clock give the same season; another seed another one', () => {
    // 40 minutes of clock in 5-minute ticks (a timer catching up after a pause): goals, suspensions,
    // repricing, seeded games finishing and settling, new fixtures. A tick every minute makes the
    // same season with twice the repricing in three times as long: seconds a backend when busy.
    const run = (seed: number) => {
      const b = makeBackend({ now: T0, line: { seed, frozen: false } });
      const events: Omit<FeedEvent, 'id'>[] = [];
      b.line.feed.subscribe((event) => events.push({ type: event.type, data: event.data } as Omit<FeedEvent, 'id'>));
      for (let minute = 5; minute <= 40; minute += 5) moveTo(b, T0 + minute * 60_000);
      return { state: state(b), events };
    };
    const first = run(7);
    const again = run(7);
    expect(again.state).toEqual(first.state);
    expect(again.events).toEqual(first.events);
    expect(first.events.length).toBeGreaterThan(0);
    expect(run(8).state).not.toEqual(first.state);
  });
});

describe('freezing', SIMULATION_TIMEOUT, () => {
  it('POST /__control/line/freeze stops the random moves; the control PATCH still works and is pushed', async () => {
    const b = makeBackend({ now: T0, line: RUNNING });
    const frozen = await b.call('POST', '/__control/line/freeze', { body: { frozen: true } });
    expect(frozen.json).toEqual({ frozen: true });
    const before = state(b);
    moveTo(b, T0 + 3 * 3600_000);
    expect(state(b)).toEqual(before);
    const events: FeedEvent[] = [];
    b.line.feed.subscribe((event) => events.push(event));
    expect((await b.call('PATCH', '/__control/line/outcomes/9000001', { body: { price: 3.33 } })).json).toMatchObject({ price: 3.33 });
    expect(events).toEqual([{ id: expect.any(Number), type: 'price', data: { outcomeId: 9000001, gameId: 700001, coef: 3.33 } }]);
    expect((await b.call('POST', '/__control/line/freeze', { body: { frozen: false } })).json).toEqual({ frozen: false });
    moveTo(b, T0 + 3 * 3600_000 + 10 * 60_000);
    expect(state(b)).not.toEqual(before);
    expect((await b.call('POST', '/__control/line/freeze', { body: { frozen: 'yes' } })).status).toBe(400);
  });

  it('with LINE_SIMULATION=off nothing moves on its own, and a reset keeps it off', async () => {
    expect(simulationFromEnv({ LINE_SIMULATION: 'off' })).toMatchObject({ frozen: true });
    expect(simulationFromEnv({})).toEqual({ frozen: false, seed: 20240601, livePerSport: 1 });
    expect(simulationFromEnv({ LINE_LIVE_PER_SPORT: '20' })).toMatchObject({ livePerSport: 20 });
    expect(simulationFromEnv({ LINE_LIVE_PER_SPORT: '99' })).toMatchObject({ livePerSport: 1 });
    expect(simulationFromEnv({ LINE_LIVE_PER_SPORT: 'many' })).toMatchObject({ livePerSport: 1 });
    expect(simulationFromEnv({ LINE_SEED: '42' }).seed).toBe(42);
    const b = makeBackend({ now: T0, line: simulationFromEnv({ LINE_SIMULATION: 'off' }) });
    expect((await b.call('GET', '/__control/line/freeze')).json).toEqual({ frozen: true });
    const before = state(b);
    moveTo(b, T0 + 6 * 3600_000);
    expect(state(b)).toEqual(before);
    await b.call('POST', '/__control/line/freeze', { body: { frozen: false } });
    await b.call('POST', '/__control/reset');
    expect((await b.call('GET', '/__control/line/freeze')).json).toEqual({ frozen: true });
  });
});
