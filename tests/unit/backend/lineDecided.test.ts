// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decidedResult, parseSpec } from '../../../backend/src/line/catalogue/specs';
import type { FeedEvent } from '../../../backend/src/line/feed/feed';
import { SUSPEND_MS } from '../../../backend/src/line/simulator/driver';
import { sportModel } from '../../../backend/src/line/simulator/sports';
import { initialState, type Pair, type SimState } from '../../../backend/src/line/simulator/state';
import { buildMarkets } from '../../../backend/src/line/seedMarkets';
import { SPORTS } from '../../../backend/src/seed/sports';
import { makeBackend } from './helpers';

/** Decided outcomes are not sold: what the score already decides is suspended, not priced 1.01 or 100. */
const T0 = Date.UTC(2030, 0, 7, 12, 0, 0);
const RUNNING = { seed: 7, frozen: false };

type Backend = ReturnType<typeof makeBackend>;
interface ApiMarket { id: number; name: string; coef: number; isBlocked: boolean; group: string }
interface ApiGame { id: number; score: string | null; period: number | null; isFinished: boolean; markets: ApiMarket[] }

const game = async (b: Backend, id: number) => (await b.call('GET', `/web-api/line/games/${id}?lng=en`)).json as ApiGame;
const market = (g: ApiGame, name: string) => {
  const found = g.markets.find((m) => m.name === name);
  if (!found) throw new Error(`no market "${name}" in game ${g.id}`);
  return found;
};
const moveTo = (b: Backend, at: number) => {
  b.clock.setOffsetSeconds((at - T0) / 1000);
  b.line.simulator.tick();
};
/** A live state: `score`, in `period` (its phase), with the periods' (sets') points so far. */
const live = (score: Pair, period: number, periods: Pair[], phase: SimState['phase'] = 'play'): SimState => ({
  ...initialState(0.5),
  status: 'live',
  score,
  period,
  periods,
  phase,
});
const decided = (spec: string, state: SimState, sportId = 1) => decidedResult(parseSpec(spec), state, sportModel(sportId));

describe('decidedResult (catalogue/specs.ts)', () => {
  it('football at 2:1 in the second half', () => {
    const s = live([2, 1], 2, [[1, 0], [1, 1]]);
    expect(decided('ft|tot|U|0.5', s)).toBe('lost');
    expect(decided('ft|tot|O|0.5', s)).toBe('won');
    expect(decided('ft|tot|O|2.5', s)).toBe('won');
    expect(decided('ft|tot|U|2.5', s)).toBe('lost');
    expect(decided('ft|tot|O|3.5', s)).toBeUndefined();
    expect(decided('ft|tot|U|3.5', s)).toBeUndefined();
    expect(decided('ft|t2|O|0.5', s)).toBe('won');
    expect(decided('ft|t2|O|1.5', s)).toBeUndefined();
    expect(decided('ft|btts|Y', s)).toBe('won');
    expect(decided('ft|btts|N', s)).toBe('lost');
    expect(decided('ft|cs|1:0', s)).toBe('lost');
    expect(decided('ft|cs|2:0', s)).toBe('lost');
    expect(decided('ft|cs|2:1', s)).toBeUndefined();
    expect(decided('ft|cs|3:3', s)).toBeUndefined();
    expect(decided('ft|cs|other', s)).toBeUndefined();
    // Either side may still score: results, double chances, handicaps, odd/even stay open.
    for (const spec of ['ft|res|1', 'ft|res|X', 'ft|dc|12', 'ft|hcp|1|-1.5', 'ft|hcp|2|1.5', 'ft|oe|odd']) expect(decided(spec, s)).toBeUndefined();
    // The first half is over: its markets are settled; the second half's still run.
    expect(decided('p1|res|1', s)).toBe('won');
    expect(decided('p1|res|X', s)).toBe('lost');
    expect(decided('p1|tot|U|1.5', s)).toBe('won');
    expect(decided('p2|tot|O|0.5', s)).toBe('won');
    expect(decided('p2|tot|O|2.5', s)).toBeUndefined();
    expect(decided('p2|res|X', s)).toBeUndefined();
    // Corners and cards run to the end.
    expect(decided('corners|tot|O|8.5', { ...s, corners: [3, 2] })).toBeUndefined();
    expect(decided('corners|tot|O|8.5', { ...s, corners: [6, 3] })).toBe('won');
  });

  it('a half is over at half-time; a score outside the listed ones is "other"; nothing is decided before the start or after a reset of the state', () => {
    const halfTime = live([1, 0], 1, [[1, 0]], 'break');
    expect(decided('p1|res|1', halfTime)).toBe('won');
    expect(decided('p2|tot|U|0.5', halfTime)).toBeUndefined();
    expect(decided('ft|cs|other', live([4, 0], 2, [[2, 0], [2, 0]]))).toBe('won');
    expect(decided('ft|cs|0:0', live([4, 0], 2, [[2, 0], [2, 0]]))).toBe('lost');
    expect(decided('ft|tot|U|0.5', { ...initialState(0.5) })).toBeUndefined();
    const finished = { ...live([0, 0], 2, [[0, 0], [0, 0]]), status: 'finished' as const };
    expect(decided('ft|tot|U|0.5', finished)).toBe('won');
    expect(decided('ft|res|X', finished)).toBe('won');
  });

  it('sets: what every way the match can still end agrees on', () => {
    // Tennis, best of 3, 1:0 in sets, the second set under way.
    const oneUp = live([1, 0], 2, [[6, 3]]);
    expect(decided('ft|hcp|1|1.5', oneUp, 4)).toBe('won');
    expect(decided('ft|hcp|2|-1.5', oneUp, 4)).toBe('lost');
    expect(decided('ft|hcp|1|-1.5', oneUp, 4)).toBeUndefined();
    expect(decided('ft|cs|0:2', oneUp, 4)).toBe('lost');
    expect(decided('ft|cs|2:0', oneUp, 4)).toBeUndefined();
    expect(decided('ft|tot|O|2.5', oneUp, 4)).toBeUndefined();
    expect(decided('p1|res|1', oneUp, 4)).toBe('won');
    expect(decided('p1|tot|U|9.5', oneUp, 4)).toBe('won');
    expect(decided('p2|res|1', oneUp, 4)).toBeUndefined();
    // Games of all sets only grow.
    expect(decided('pts|tot|O|8.5', oneUp, 4)).toBe('won');
    expect(decided('pts|tot|O|22.5', oneUp, 4)).toBeUndefined();
    expect(decided('pts|hcp|1|-3.5', oneUp, 4)).toBeUndefined();
    // 1:1: a third set is played.
    const level = live([1, 1], 3, [[6, 3], [4, 6]]);
    expect(decided('ft|tot|O|2.5', level, 4)).toBe('won');
    expect(decided('ft|cs|2:0', level, 4)).toBe('lost');
    expect(decided('ft|cs|2:1', level, 4)).toBeUndefined();
    expect(decided('ft|res|1', level, 4)).toBeUndefined();
  });
});

describe('decided outcomes in the line', () => {
  it('a seeded live game at 2:1 has "under 0.5" and "over 0.5" suspended and "over 3.5" open, its prices as seeded', async () => {
    const b = makeBackend({ now: T0, line: { seed: 7, frozen: true } });
    const arsenal = await game(b, 700001);
    expect(arsenal.score).toBe('2:1');
    expect(market(arsenal, 'Total under 0.5').isBlocked).toBe(true);
    expect(market(arsenal, 'Total over 0.5').isBlocked).toBe(true);
    expect(market(arsenal, 'Total over 3.5').isBlocked).toBe(false);
    expect(market(arsenal, 'Total under 3.5').isBlocked).toBe(false);
    expect(market(arsenal, 'Total over 2.5').isBlocked).toBe(true);
    expect(market(arsenal, 'Correct score 1:0').isBlocked).toBe(true);
    expect(market(arsenal, 'Correct score 2:1').isBlocked).toBe(false);
    expect(market(arsenal, 'Both teams to score: yes').isBlocked).toBe(true);
    expect(market(arsenal, '1').isBlocked).toBe(false);
    expect(market(arsenal, 'X').isBlocked).toBe(false);
    // 63': the first half is over.
    expect(arsenal.markets.filter((m) => m.name.startsWith('Half 1:')).every((m) => m.isBlocked)).toBe(true);
    expect(market(arsenal, 'Half 2: Total over 2.5').isBlocked).toBe(false);
    // The seed's main prices are untouched, suspended or not.
    const seeded = buildMarkets(700001, SPORTS[0]!);
    expect(arsenal.markets.filter((m) => m.group === 'main').map((m) => m.coef)).toEqual(seeded.map((m) => m.coef));
    // The list and the control's open outcomes agree.
    const listed = ((await b.call('GET', '/web-api/line/games?section=live&sportId=1&limit=100&lng=en')).json as ApiGame[]).find((g) => g.id === 700001)!;
    expect(listed.markets.find((m) => m.name === 'Total over 2.5')?.isBlocked).toBe(true);
    const open = (await b.call('GET', '/__control/line/outcomes?section=live&limit=1000')).json as { outcomeId: number }[];
    expect(open.map((o) => o.outcomeId)).not.toContain(market(arsenal, 'Total under 0.5').id);
    expect(open.map((o) => o.outcomeId)).toContain(market(arsenal, 'Total over 3.5').id);
    // A line game has nothing decided.
    const line = (await b.call('GET', '/web-api/line/games?section=line&limit=100')).json as ApiGame[];
    expect(line.every((g) => g.markets.every((m) => !m.isBlocked))).toBe(true);
  });

  it('a goal takes off what it decides: pushed as a status event, kept suspended (at its price) when the game reopens after SUSPEND_MS', async () => {
    const b = makeBackend({ now: T0, line: RUNNING });
    const events: FeedEvent[] = [];
    b.line.feed.subscribe((event) => events.push(event));
    const ids = ((await b.call('GET', '/web-api/line/games?section=live&sportId=1&limit=100')).json as ApiGame[]).map((g) => g.id);
    let before = await Promise.all(ids.map((id) => game(b, id)));
    let scored: { was: ApiGame; now: ApiGame } | undefined;
    let at = T0;
    for (let i = 0; i < 1200 && !scored; i += 1) {
      at += 5_000;
      const mark = events.length;
      moveTo(b, at);
      if (events.length === mark) continue;
      const now = await Promise.all(ids.map((id) => game(b, id)));
      const index = now.findIndex((g, k) => g.score !== before[k]!.score && !g.isFinished);
      if (index >= 0) scored = { was: before[index]!, now: now[index]! };
      before = now;
    }
    expect(scored).toBeDefined();
    const { was, now } = scored!;
    const total = now.score!.split(':').map(Number).reduce((x, y) => x + y, 0);
    expect(total).toBeLessThanOrEqual(5);
    // "Under total − 0.5" was open and its result is now known (lost); "over total + 0.5" is not decided.
    const gone = market(was, `Total under ${total - 0.5}`);
    const kept = market(was, `Total over ${total + 0.5}`);
    expect(gone.isBlocked).toBe(false);
    expect(now.markets.every((m) => m.isBlocked)).toBe(true);
    const goal = events.findIndex((e) => e.type === 'status' && 'outcomeId' in e.data && e.data.outcomeId === gone.id && e.data.isBlocked);
    expect(goal).toBeGreaterThanOrEqual(0);

    const reopenedAt = at + SUSPEND_MS + 5_000;
    moveTo(b, reopenedAt);
    const reopened = await game(b, now.id);
    expect(reopened.score).toBe(now.score);
    expect(market(reopened, gone.name)).toMatchObject({ isBlocked: true, coef: gone.coef });
    expect(market(reopened, kept.name).isBlocked).toBe(false);
    expect(market(reopened, 'Total over 0.5').isBlocked).toBe(true);
    const after = events.slice(goal + 1).filter((e) => 'outcomeId' in e.data && e.data.gameId === now.id);
    // The reopening is pushed for the open ones only; the decided one gets neither a price nor an open status.
    expect(after.some((e) => e.type === 'status' && 'outcomeId' in e.data && e.data.outcomeId === kept.id && !e.data.isBlocked)).toBe(true);
    expect(after.some((e) => 'outcomeId' in e.data && e.data.outcomeId === gone.id)).toBe(false);
    // Its price stays where it was, not at a bound.
    expect(gone.coef).toBeGreaterThan(1.01);
    expect(gone.coef).toBeLessThan(100);
  });

  it('without a goal suspension (basketball) the end of a quarter takes off its markets, a status event each', async () => {
    const b = makeBackend({ now: T0, line: RUNNING });
    const heat = await game(b, 700029);
    expect(heat.period).toBe(3);
    const q3 = heat.markets.filter((m) => m.name.startsWith('Quarter 3:'));
    const q4 = heat.markets.filter((m) => m.name.startsWith('Quarter 4:'));
    expect(q3.length).toBeGreaterThan(0);
    expect(q3.every((m) => !m.isBlocked)).toBe(true);
    const events: FeedEvent[] = [];
    b.line.feed.subscribe((event) => events.push(event));
    // 28 minutes of 48 played: the third quarter ends at 36', then a 2-minute break.
    moveTo(b, T0 + 9 * 60_000);
    const later = await game(b, 700029);
    expect(later.isFinished).toBe(false);
    for (const m of q3) {
      expect(market(later, m.name).isBlocked).toBe(true);
      expect(events).toContainEqual({ id: expect.any(Number), type: 'status', data: { outcomeId: m.id, gameId: 700029, isBlocked: true } });
    }
    expect(q4.some((m) => !market(later, m.name).isBlocked)).toBe(true);
    expect(market(later, '1').isBlocked).toBe(false);
  });
});
