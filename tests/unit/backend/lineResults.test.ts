// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';

/** The results (finished games with their final scores) and their filters. */
const T0 = Date.UTC(2030, 0, 7, 12, 0, 0);
const MIN = 60_000;

type Backend = ReturnType<typeof makeBackend>;
interface ApiGame {
  id: number;
  sportId: number;
  champId: number;
  startsAt: string;
  score: string | null;
  period: number | null;
  isFinished: boolean;
  finishedAt: string | null;
  marketsCount: number;
  markets: unknown[];
}

const get = async (b: Backend, path: string) => b.call('GET', `/web-api/line/${path}`);
const results = async (b: Backend, query = '') => (await get(b, `results?lng=en${query}`)).json as { total: number; games: ApiGame[] };
const liveGames = async (b: Backend) => (await get(b, 'games?section=live&limit=100&lng=en')).json as ApiGame[];
/** Finishes a game through the control call at the clock's now + `minutes` (every outcome lost). */
const finishAt = async (b: Backend, id: number, minutes: number) => {
  b.clock.setOffsetSeconds(minutes * 60);
  const res = await b.call('POST', `/__control/line/games/${id}/result`, { body: { winners: [] } });
  expect(res.status).toBe(200);
};

/**
 * A frozen backend at T0 with four seeded live games finished through the control call: two
 * football games of the same champ (at T0 and T0 + 10 min), one of another champ (T0 + 20 min),
 * a hockey game (T0 + 30 min). Returns the games as the live list showed them before, and the
 * line's history (the results before them, all finished before T0, newest first).
 */
async function withResults() {
  const b = makeBackend({ now: T0 });
  const history = (await results(b, '&limit=100')).games;
  expect(history.length).toBeGreaterThan(0);
  expect(history.every((g) => Date.parse(g.finishedAt!) < T0)).toBe(true);
  const live = await liveGames(b);
  const football = live.filter((g) => g.sportId === 1);
  const champ = football.find((g) => football.filter((o) => o.champId === g.champId).length >= 2)!.champId;
  const [a, b2] = football.filter((g) => g.champId === champ) as [ApiGame, ApiGame];
  const c = football.find((g) => g.champId !== champ)!;
  const d = live.find((g) => g.sportId === 2)!;
  await finishAt(b, a.id, 0);
  await finishAt(b, b2.id, 10);
  await finishAt(b, c.id, 20);
  await finishAt(b, d.id, 30);
  return { b, a, b2, c, d, champ, history };
}

/** The ids of the history's games (newest first) that `keep` keeps. */
const idsOf = (games: ApiGame[], keep: (g: ApiGame) => boolean = () => true) => games.filter(keep).map((g) => g.id);

describe('GET /web-api/line/results', () => {
  it('is empty after the seed while no game has finished since (the history finished before)', async () => {
    const b = makeBackend({ now: T0 });
    expect(await results(b, `&from=${T0}`)).toEqual({ total: 0, games: [] });
    expect((await get(b, `results/sports?from=${T0}`)).json).toEqual([]);
    expect((await get(b, `results/champs?from=${T0}`)).json).toEqual([]);
  });

  it('lists games finished through the control call newest first, with their final score, period and finishedAt, without markets', async () => {
    const { b, a, b2, c, d, history } = await withResults();
    const { total, games } = await results(b, '&limit=100');
    expect(total).toBe(4 + history.length);
    expect(games.map((g) => g.id)).toEqual([d.id, c.id, b2.id, a.id, ...idsOf(history)]);
    expect(games.slice(0, 4).map((g) => g.finishedAt)).toEqual([30, 20, 10, 0].map((m) => new Date(T0 + m * MIN).toISOString()));
    const first = games[3]!;
    expect(first).toMatchObject({ id: a.id, isFinished: true, score: a.score, period: a.period, markets: [], gameTime: null });
    expect(first.score).toMatch(/^\d+:\d+$/);
    expect(first.marketsCount).toBeGreaterThan(0);
    // The list's game shape plus finishedAt.
    expect(Object.keys(first).sort()).toEqual([...Object.keys(a)].sort());
    expect(a.finishedAt).toBeNull();
    // It has left the line.
    expect((await liveGames(b)).map((g) => g.id)).not.toContain(a.id);
  });

  it('GET /web-api/line/games/{id} carries finishedAt: the time of a finished game, null otherwise', async () => {
    const { b, a } = await withResults();
    expect((await get(b, `games/${a.id}`)).json).toMatchObject({ isFinished: true, finishedAt: new Date(T0).toISOString() });
    const open = (await liveGames(b))[0]!;
    expect((await get(b, `games/${open.id}`)).json).toMatchObject({ isFinished: false, finishedAt: null });
    expect((await get(b, 'games?section=line&limit=3')).json.every((g: ApiGame) => g.finishedAt === null)).toBe(true);
  });

  it('filters by sport, champ and a window on finishedAt (from inclusive, to exclusive)', async () => {
    const { b, a, b2, c, d, champ, history } = await withResults();
    const ids = async (query: string) => (await results(b, `&limit=100${query}`)).games.map((g) => g.id);
    expect(await ids('&sportId=1')).toEqual([c.id, b2.id, a.id, ...idsOf(history, (g) => g.sportId === 1)]);
    expect(await ids('&sportId=2')).toEqual([d.id, ...idsOf(history, (g) => g.sportId === 2)]);
    expect(await ids('&sportId=3')).toEqual(idsOf(history, (g) => g.sportId === 3));
    expect(await ids(`&champId=${champ}`)).toEqual([b2.id, a.id, ...idsOf(history, (g) => g.champId === champ)]);
    expect(await ids(`&sportId=2&champId=${champ}`)).toEqual([]);
    expect(await ids(`&from=${T0 + 10 * MIN}`)).toEqual([d.id, c.id, b2.id]);
    expect(await ids(`&to=${T0 + 10 * MIN}`)).toEqual([a.id, ...idsOf(history)]);
    expect(await ids(`&from=${T0}&to=${T0 + 10 * MIN}`)).toEqual([a.id]);
    expect(await ids(`&from=${T0 + 10 * MIN}&to=${T0 + 30 * MIN}`)).toEqual([c.id, b2.id]);
    expect(await ids(`&from=${T0 + 10 * MIN}&to=${T0 + 10 * MIN}`)).toEqual([]);
    expect(await results(b, `&sportId=1&from=${T0 + 5 * MIN}`)).toMatchObject({ total: 2 });
  });

  it('pages with limit and offset; total counts every match', async () => {
    const { b, a, b2, c, d, history } = await withResults();
    const total = 4 + history.length;
    expect(await results(b, '&limit=2')).toMatchObject({ total, games: [{ id: d.id }, { id: c.id }] });
    expect(await results(b, '&limit=2&offset=2')).toMatchObject({ total, games: [{ id: b2.id }, { id: a.id }] });
    expect(await results(b, '&limit=1&offset=3')).toMatchObject({ total, games: [{ id: a.id }] });
    expect((await results(b, '&limit=3&offset=4')).games.map((g) => g.id)).toEqual(idsOf(history).slice(0, 3));
    expect(await results(b, `&offset=${total}`)).toEqual({ total, games: [] });
    expect((await results(b)).games).toHaveLength(50);
    expect((await results(b, '&limit=100')).games).toHaveLength(total);
    expect(await results(b, `&from=${T0}&offset=4`)).toEqual({ total: 4, games: [] });
  });

  it.each([
    ['sportId=abc', 'sportId'],
    ['sportId=0', 'sportId'],
    ['champId=-1', 'champId'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
    ['from=yesterday', 'from'],
    ['to=-5', 'to'],
    [`from=${T0}&to=${T0 - 1}`, 'to'],
  ])('answers 400 validation to %s', async (query, parameter) => {
    const b = makeBackend({ now: T0 });
    const res = await get(b, `results?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([expect.objectContaining({ code: 'validation', source: { parameter } })]);
  });

  it('a game finished before there was finished_at counts as finished at its start', async () => {
    const { b, a, history } = await withResults();
    const old = (await liveGames(b)).find((g) => g.sportId === 3)!;
    b.db.prepare('UPDATE games SET finished = 1, finished_at = NULL WHERE id = ?').run(old.id);
    const startedAt = Date.parse(old.startsAt);
    expect(startedAt).toBeLessThan(T0);
    const { total, games } = await results(b, '&limit=100');
    expect(total).toBe(5 + history.length);
    // In its place among the history's games by that time (all of them finished before it started here).
    expect(games[4]).toMatchObject({ id: old.id, finishedAt: old.startsAt, score: old.score });
    expect(history.every((g) => Date.parse(g.finishedAt!) < startedAt)).toBe(true);
    expect((await results(b, `&to=${T0}&limit=100`)).games.map((g) => g.id)).toEqual([old.id, ...idsOf(history)]);
    expect((await results(b, `&from=${startedAt}&to=${startedAt + 1}`)).games.map((g) => g.id)).toEqual([old.id]);
    expect((await get(b, `games/${old.id}`)).json.finishedAt).toBe(old.startsAt);
    expect(games[3]!.id).toBe(a.id);
  });

  it('lists a game the simulator finished, at the step it finished on', async () => {
    const b = makeBackend({ now: T0, line: { seed: 7, frozen: false } });
    const fixture = (await get(b, 'games?section=line&sportId=1&limit=1')).json[0] as ApiGame;
    const end = Date.parse(fixture.startsAt) + 2.5 * 3600_000;
    b.clock.setOffsetSeconds((end - T0) / 1000);
    b.line.simulator.tick();
    const found = (await results(b, '&sportId=1&limit=100')).games.find((g) => g.id === fixture.id)!;
    expect(found).toMatchObject({ isFinished: true, score: expect.stringMatching(/^\d+:\d+$/), period: 2, markets: [] });
    const at = Date.parse(found.finishedAt!);
    expect(at).toBeGreaterThan(Date.parse(fixture.startsAt) + 90 * MIN);
    expect(at).toBeLessThanOrEqual(end);
    expect(at % 5000).toBe(0);
    const stored = b.db.prepare('SELECT finished_at FROM games WHERE id = ?').get(fixture.id) as { finished_at: number };
    expect(stored.finished_at).toBe(at);
  });
});

describe('GET /web-api/line/results/sports and /results/champs', () => {
  it('list the sports and champs with finished games in the window, with how many', async () => {
    const { b, a, b2, c, d, champ, history } = await withResults();
    const sports = (await get(b, `results/sports?lng=en&from=${T0}`)).json;
    expect(sports).toEqual([
      { id: 1, slug: 'football', name: 'Football', count: 3 },
      { id: 2, slug: 'ice-hockey', name: 'Ice Hockey', count: 1 },
    ]);
    expect((await get(b, `results/sports?from=${T0 + 15 * MIN}&to=${T0 + 25 * MIN}`)).json).toEqual([
      { id: 1, slug: 'football', name: 'Футбол', count: 1 },
    ]);
    // Without a window the history counts too: every sport, by popularity.
    const all = (await get(b, 'results/sports?lng=en')).json as { id: number; count: number }[];
    expect(all.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const sport of all) expect(sport.count).toBe(history.filter((g) => g.sportId === sport.id).length + (sport.id === 1 ? 3 : sport.id === 2 ? 1 : 0));

    const champs = (await get(b, `results/champs?sportId=1&lng=en&from=${T0}`)).json as { id: number; name: string; country: string; count: number }[];
    expect(champs.map((ch) => [ch.id, ch.count])).toEqual(
      [
        [champ, 2],
        [c.champId, 1],
      ].sort((x, y) => x[0]! - y[0]!),
    );
    expect(champs[0]).toEqual({ id: expect.any(Number), name: expect.any(String), country: expect.any(String), count: expect.any(Number) });
    const allChamps = (await get(b, `results/champs?lng=en&from=${T0}`)).json as { id: number; count: number }[];
    expect(allChamps.map((ch) => ch.id)).toEqual([...champs.map((ch) => ch.id), d.champId]);
    expect((await get(b, `results/champs?sportId=1&from=${T0}&to=${T0 + 1}`)).json).toEqual([expect.objectContaining({ id: a.champId, count: 1 })]);
    expect((await get(b, `results/champs?sportId=3&from=${T0}`)).json).toEqual([]);
    // Without a window: the history's champs too, each with its count.
    const football = (await get(b, 'results/champs?sportId=1')).json as { id: number; count: number }[];
    const ours = [a, b2, c].map((g) => g.champId).concat(history.filter((g) => g.sportId === 1).map((g) => g.champId));
    const counted = [...new Set(ours)].sort((x, y) => x - y).map((id) => ({ id, count: ours.filter((o) => o === id).length }));
    expect(football.map((ch) => ({ id: ch.id, count: ch.count }))).toEqual(counted);
  });

  it.each([
    ['results/sports?from=x', 'from'],
    [`results/sports?from=${T0}&to=0`, 'to'],
    ['results/champs?sportId=abc', 'sportId'],
    ['results/champs?to=1e5', 'to'],
  ])('answer 400 validation to %s', async (path, parameter) => {
    const res = await get(makeBackend({ now: T0 }), path);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([expect.objectContaining({ code: 'validation', source: { parameter } })]);
  });
});
