// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HISTORY_FIRST_ID, HISTORY_HOURS, HISTORY_PER_SPORT } from '../../../backend/src/line/history';
import { DEFAULT_LINE_SEED } from '../../../backend/src/line/simulator/driver';
import { CHAMPS, SPORTS } from '../../../backend/src/seed/sports';
import { codeOf, couponBackend } from './couponHelpers';
import { makeBackend } from './helpers';

/** The line's history: a fresh backend already has finished games (the results page is not empty). */
const T0 = Date.UTC(2030, 0, 7, 12, 0, 0);
const HOUR = 3_600_000;
const FROZEN = { seed: 7, frozen: true };
const HISTORY_COUNT = SPORTS.length * HISTORY_PER_SPORT;

type Backend = ReturnType<typeof makeBackend>;
interface ApiGame {
  id: number;
  sportId: number;
  champId: number;
  team1: string;
  team2: string;
  startsAt: string;
  isLive: boolean;
  score: string | null;
  gameTime: string | null;
  period: number | null;
  isFinished: boolean;
  finishedAt: string | null;
  marketsCount: number;
  markets: unknown[];
}

const history = async (b: Backend) => (await b.call('GET', '/web-api/line/results?limit=100&lng=en')).json as { total: number; games: ApiGame[] };
const isHistoryId = (id: number) => id >= HISTORY_FIRST_ID && id < HISTORY_FIRST_ID + HISTORY_COUNT;
const englishName = (pair: string) => pair.split('|')[1] ?? pair;

describe('the line\'s history', () => {
  it('a fresh backend has 6 finished games of every sport from the last 48 hours, with final scores and periods', async () => {
    const b = makeBackend({ now: T0, line: FROZEN });
    const { total, games } = await history(b);
    expect(total).toBe(HISTORY_COUNT);
    expect(new Set(games.map((g) => g.id))).toEqual(new Set(Array.from({ length: HISTORY_COUNT }, (_, i) => HISTORY_FIRST_ID + i)));
    const sports = (await b.call('GET', '/web-api/line/results/sports')).json as { id: number; count: number }[];
    expect(sports.map((s) => [s.id, s.count])).toEqual(SPORTS.map((s) => [s.id, HISTORY_PER_SPORT]));
    for (const g of games) {
      const startsAt = Date.parse(g.startsAt);
      const finishedAt = Date.parse(g.finishedAt!);
      expect(startsAt).toBeGreaterThanOrEqual(T0 - HISTORY_HOURS * HOUR);
      expect(finishedAt).toBeGreaterThan(startsAt);
      expect(finishedAt).toBeLessThan(T0);
      expect(g).toMatchObject({ isFinished: true, isLive: true, gameTime: null, markets: [], score: expect.stringMatching(/^\d+:\d+$/) });
      expect(g.period).toBeGreaterThanOrEqual(1);
      expect(g.marketsCount).toBeGreaterThan(10);
      // Teams and championship from the sport's seed: two teams of that championship.
      const champ = CHAMPS.find((ch) => ch.id === g.champId)!;
      expect(champ.sportId).toBe(g.sportId);
      const teams = champ.fixtures.flatMap((f) => [englishName(f.home), englishName(f.away)]);
      expect(teams).toContain(g.team1);
      expect(teams).toContain(g.team2);
      expect(g.team1).not.toBe(g.team2);
    }
    // No team of a live game now: its rows on the results page are its own.
    const live = (await b.call('GET', '/web-api/line/games?section=live&limit=100&lng=en')).json as ApiGame[];
    const playing = new Set(live.flatMap((g) => [`${g.sportId}:${g.team1}`, `${g.sportId}:${g.team2}`]));
    expect(games.filter((g) => playing.has(`${g.sportId}:${g.team1}`) || playing.has(`${g.sportId}:${g.team2}`))).toEqual([]);
    // Spread over the window, not bunched.
    const times = games.map((g) => Date.parse(g.finishedAt!));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(36 * HOUR);
    for (const sport of SPORTS) {
      const own = games.filter((g) => g.sportId === sport.id).map((g) => Date.parse(g.startsAt));
      expect(Math.max(...own) - Math.min(...own)).toBeGreaterThan(24 * HOUR);
    }
  });

  it('each game is played by the simulator to its end and settled by its outcomes\' specs', async () => {
    const b = makeBackend({ now: T0, line: FROZEN });
    const { games } = await history(b);
    for (const g of games) {
      const rows = b.db.prepare('SELECT spec, result FROM markets WHERE game_id = ?').all(g.id) as { spec: string; result: string | null }[];
      expect(rows.every((r) => r.result === 'won' || r.result === 'lost' || r.result === 'void')).toBe(true);
      const [a, c] = g.score!.split(':').map(Number) as [number, number];
      const result = (spec: string) => rows.find((r) => r.spec === spec)?.result;
      expect(result('ft|res|1')).toBe(a > c ? 'won' : 'lost');
      expect(result('ft|res|2')).toBe(c > a ? 'won' : 'lost');
      if (rows.some((r) => r.spec === 'ft|res|X')) expect(result('ft|res|X')).toBe(a === c ? 'won' : 'lost');
      // The simulator's state is kept, finished, with the score shown.
      const sim = JSON.parse((b.db.prepare('SELECT sim FROM games WHERE id = ?').get(g.id) as { sim: string }).sim);
      expect(sim).toMatchObject({ status: 'finished', score: [a, c], period: g.period });
    }
    // A sport without draws has no drawn result; a sets sport ends with a side on the majority.
    expect(games.filter((g) => [3, 4, 5, 6, 7, 8, 10, 11].includes(g.sportId)).every((g) => g.score!.split(':')[0] !== g.score!.split(':')[1])).toBe(true);
    for (const g of games.filter((x) => x.sportId === 4)) expect(Math.max(...g.score!.split(':').map(Number))).toBe(2);
    for (const g of games.filter((x) => x.sportId === 5)) expect(Math.max(...g.score!.split(':').map(Number))).toBe(3);
  });

  it('is the same for the same LINE_SEED, another for another seed, and comes back after POST /__control/reset', async () => {
    const first = makeBackend({ now: T0, line: FROZEN });
    const before = await history(first);
    expect(await history(makeBackend({ now: T0, line: FROZEN }))).toEqual(before);
    const other = await history(makeBackend({ now: T0, line: { seed: 8, frozen: true } }));
    expect(other.games.map((g) => [g.team1, g.team2, g.score, g.startsAt])).not.toEqual(before.games.map((g) => [g.team1, g.team2, g.score, g.startsAt]));
    // Without a line (frozen, default seed) the default seed's history.
    expect(await history(makeBackend({ now: T0 }))).toEqual(await history(makeBackend({ now: T0, line: { seed: DEFAULT_LINE_SEED, frozen: true } })));

    await first.call('POST', '/__control/line/games/700001/result', { body: { winners: [] } });
    expect((await history(first)).total).toBe(HISTORY_COUNT + 1);
    expect((await first.call('POST', '/__control/reset')).status).toBe(200);
    expect(await history(first)).toEqual(before);
    // Counted back from the clock's now: a backend seeded a day later has the same games a day later.
    const later = await history(makeBackend({ now: T0 + 24 * HOUR, line: FROZEN }));
    expect(later.games.map((g) => [g.id, g.score, Date.parse(g.startsAt) - 24 * HOUR])).toEqual(before.games.map((g) => [g.id, g.score, Date.parse(g.startsAt)]));
  });

  it('leaves the seeded line as it was: the same games, outcome ids and prices whatever the history', async () => {
    const line = (b: Backend) => b.db.prepare('SELECT id, game_id, coef, suspended, spec FROM markets WHERE game_id >= 700000 ORDER BY id').all();
    const a = makeBackend({ now: T0, line: FROZEN });
    const b = makeBackend({ now: T0, line: { seed: 8, frozen: true } });
    expect(line(b)).toEqual(line(a));
    const ids = (a.db.prepare('SELECT id FROM games WHERE id >= 700000 ORDER BY id').all() as { id: number }[]).map((r) => r.id);
    expect(ids).toEqual(Array.from({ length: 65 }, (_, i) => 700001 + i));
    expect(a.db.prepare('SELECT coef FROM markets WHERE id = 9000001').get()).toEqual({ coef: expect.any(Number) });
    // The history's outcomes are numbered apart: below the seed's 9000001…, above nothing else.
    const range = a.db.prepare('SELECT MIN(id) AS lo, MAX(id) AS hi, COUNT(*) AS n FROM markets WHERE game_id < 700000').get() as { lo: number; hi: number; n: number };
    expect(range.lo).toBeGreaterThanOrEqual(7_500_000);
    expect(range.hi).toBeLessThan(9_000_000);
    expect(range.n).toBeGreaterThan(HISTORY_COUNT * 10);
  });

  it('is left out of the line, its counts, the snapshot, the control\'s outcomes, and takes no bet', async () => {
    const b = await couponBackend({ now: T0, line: FROZEN });
    const games = (await b.call('GET', '/web-api/line/games?limit=100')).json as ApiGame[];
    expect(games).toHaveLength(65);
    expect(games.some((g) => isHistoryId(g.id))).toBe(false);
    const sports = (await b.call('GET', '/web-api/line/sports')).json as { lineCount: number; liveCount: number }[];
    expect(sports.reduce((sum, s) => sum + s.lineCount + s.liveCount, 0)).toBe(65);
    for (const section of ['line', 'live']) {
      const champs = (await b.call('GET', `/web-api/line/champs?section=${section}`)).json as { gamesCount: number }[];
      const listed = (await b.call('GET', `/web-api/line/games?section=${section}&limit=100`)).json as ApiGame[];
      expect(champs.reduce((sum, ch) => sum + ch.gamesCount, 0)).toBe(listed.length);
      const snapshot = (await b.call('GET', `/web-api/line/snapshot?section=${section}`)).json as { games: ApiGame[] };
      expect(snapshot.games.map((g) => g.id)).toEqual(listed.map((g) => g.id));
    }
    const all = (await b.call('GET', '/web-api/line/champs')).json as { gamesCount: number }[];
    expect(all.reduce((sum, ch) => sum + ch.gamesCount, 0)).toBe(65);
    for (const query of ['', '?section=line', '?section=live']) {
      const outcomes = (await b.control('GET', `/line/outcomes${query}${query ? '&' : '?'}limit=1000`)).json as { gameId: number }[];
      expect(outcomes.length).toBeGreaterThan(0);
      expect(outcomes.some((o) => isHistoryId(o.gameId))).toBe(false);
    }
    // A history outcome is known but its game is finished.
    const past = b.db.prepare('SELECT id, coef FROM markets WHERE game_id = ? ORDER BY sort LIMIT 1').get(HISTORY_FIRST_ID) as { id: number; coef: number };
    const res = await b.place({ bets: [{ id: past.id, coef: past.coef }] });
    expect(res.status).toBe(409);
    expect(codeOf(res)).toBe('game_finished');
    // Nor can it get a second result.
    expect((await b.control('POST', `/line/games/${HISTORY_FIRST_ID}/result`, { winners: [] })).status).toBe(409);
  });

  it('new fixtures take the next id after the seed\'s; the simulator leaves the history alone', async () => {
    const b = makeBackend({ now: T0, line: { seed: 7, frozen: false } });
    const before = await history(b);
    const sims = () => b.db.prepare('SELECT id, sim, score, finished_at FROM games WHERE id < 700000 ORDER BY id').all();
    const stored = sims();
    b.clock.setOffsetSeconds(3 * 3600);
    b.line.simulator.tick();
    const added = (b.db.prepare('SELECT id FROM games WHERE id > 700065 ORDER BY id').all() as { id: number }[]).map((r) => r.id);
    expect(added.length).toBeGreaterThan(0);
    expect(added).toEqual(Array.from({ length: added.length }, (_, i) => 700066 + i));
    expect(sims()).toEqual(stored);
    const after = await history(b);
    expect(after.games.filter((g) => isHistoryId(g.id))).toEqual(before.games);
  });
});
