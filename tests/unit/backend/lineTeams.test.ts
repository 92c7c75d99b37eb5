// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TEAM_RESULTS } from '../../../backend/src/line/line';
import { gameTeamSlug, teamSlug } from '../../../backend/src/line/teamSlug';
import { makeBackend } from './helpers';

/** Team pages: GET /web-api/line/teams/{slug}, and every game's team1Slug / team2Slug. */
const T0 = Date.UTC(2030, 0, 7, 12, 0, 0);
const FROZEN = { seed: 7, frozen: true };

type Backend = ReturnType<typeof makeBackend>;
interface ApiGame {
  id: number;
  sportId: number;
  team1: string;
  team2: string;
  team1Slug: string;
  team2Slug: string;
  startsAt: string;
  isLive: boolean;
  isFinished: boolean;
  finishedAt: string | null;
  marketsCount: number;
  markets: { group: string }[];
}
interface ApiTeam { slug: string; name: string; sportSlug: string; sportName: string; games: ApiGame[]; results: ApiGame[] }

const team = async (b: Backend, slug: string, lng = 'en') => b.call('GET', `/web-api/line/teams/${slug}?lng=${lng}`);
const teamOf = async (b: Backend, slug: string) => {
  const res = await team(b, slug);
  expect(res.status).toBe(200);
  return res.json as ApiTeam;
};
const plays = (slug: string) => (g: ApiGame) => g.team1Slug === slug || g.team2Slug === slug;

describe('teamSlug', () => {
  it.each([
    ['Arsenal', 'arsenal'],
    ['Real Sociedad', 'real-sociedad'],
    ['Brighton & Hove Albion', 'brighton-hove-albion'],
    ['Paris Saint-Germain', 'paris-saint-germain'],
    ['L. Fischer', 'l-fischer'],
    ['FaZe Clan', 'faze-clan'],
    ['G2 Esports', 'g2-esports'],
    ['Atlético Madrid', 'atletico-madrid'],
    ['Fenerbahçe', 'fenerbahce'],
    ['Bodø/Glimt', 'bodo-glimt'],
    ['Borussia Mönchengladbach', 'borussia-monchengladbach'],
    ['  Győri ETO  ', 'gyori-eto'],
    ['Зенит Санкт-Петербург', 'zenit-sankt-peterburg'],
    ['Локомотив-Кубань', 'lokomotiv-kuban'],
  ])('%s → %s', (name, slug) => {
    expect(teamSlug(name)).toBe(slug);
  });

  it('a club name in more than one sport is the most popular sport\'s; the others add their sport', () => {
    expect(gameTeamSlug('Barcelona', { id: 1, slug: 'football' })).toBe('barcelona');
    expect(gameTeamSlug('Barcelona', { id: 3, slug: 'basketball' })).toBe('barcelona-basketball');
    expect(gameTeamSlug('CSKA Moscow', { id: 2, slug: 'ice-hockey' })).toBe('cska-moscow-ice-hockey');
    expect(gameTeamSlug('Arsenal', { id: 1, slug: 'football' })).toBe('arsenal');
    // A name the seed does not know: its own slug.
    expect(gameTeamSlug('New Club', { id: 3, slug: 'basketball' })).toBe('new-club');
  });
});

describe('GET /web-api/line/teams/{slug}', () => {
  it('answers the team with its line and live games (live first, then by start; main markets) and its results', async () => {
    const b = makeBackend({ now: T0, line: FROZEN });
    const arsenal = await teamOf(b, 'arsenal');
    expect(arsenal).toMatchObject({ slug: 'arsenal', name: 'Arsenal', sportSlug: 'football', sportName: 'Football' });
    expect(Object.keys(arsenal).sort()).toEqual(['games', 'name', 'results', 'slug', 'sportName', 'sportSlug']);
    expect(arsenal.games.length).toBeGreaterThan(0);
    expect(arsenal.games[0]).toMatchObject({ id: 700001, isLive: true, team1: 'Arsenal', team1Slug: 'arsenal', team2Slug: 'chelsea' });
    for (const g of arsenal.games) {
      expect(plays('arsenal')(g)).toBe(true);
      expect(g.isFinished).toBe(false);
      expect(g.markets.length).toBeGreaterThan(0);
      expect(g.markets.every((m) => m.group === 'main')).toBe(true);
      expect(g.marketsCount).toBeGreaterThan(g.markets.length);
    }
    // Live first, then by start.
    const order = arsenal.games.map((g) => [g.isLive ? 0 : 1, Date.parse(g.startsAt)] as const);
    expect([...order].sort((x, y) => x[0] - y[0] || x[1] - y[1])).toEqual(order);
    // In the shape of /line/games.
    const listed = ((await b.call('GET', '/web-api/line/games?sportId=1&limit=100&lng=en')).json as ApiGame[]).filter(plays('arsenal'));
    expect(arsenal.games).toEqual(listed);
    // Russian.
    expect((await team(b, 'arsenal', 'ru')).json).toMatchObject({ slug: 'arsenal', name: 'Арсенал', sportName: 'Футбол' });
  });

  it('results: the team\'s finished games newest first, in the results shape; a finished game moves there', async () => {
    const b = makeBackend({ now: T0, line: FROZEN });
    const history = (await b.call('GET', '/web-api/line/results?limit=100&lng=en')).json.games as ApiGame[];
    const slug = history[0]!.team1Slug;
    const page = await teamOf(b, slug);
    const own = history.filter(plays(slug));
    expect(page.results).toEqual(own);
    expect(page.results.every((g) => g.isFinished && g.markets.length === 0)).toBe(true);

    const before = await teamOf(b, 'arsenal');
    expect(before.results.map((g) => g.id)).not.toContain(700001);
    expect((await b.call('POST', '/__control/line/games/700001/result', { body: { winners: [] } })).status).toBe(200);
    const after = await teamOf(b, 'arsenal');
    expect(after.games.map((g) => g.id)).not.toContain(700001);
    expect(after.results[0]).toMatchObject({ id: 700001, isFinished: true, markets: [], finishedAt: new Date(T0).toISOString() });
    expect(after.results.slice(1)).toEqual(before.results);
  });

  it(`keeps the ${TEAM_RESULTS} newest results`, async () => {
    const b = makeBackend({ now: T0, line: FROZEN });
    // 25 more finished Arsenal games, an hour apart.
    const copy = b.db.prepare(
      `INSERT INTO games (id, champ_id, team1_ru, team1_en, team2_ru, team2_en, start_offset_sec, is_live, score, is_top, finished, finished_at, starts_at, period, clock_sec, sim)
       SELECT ?, champ_id, team1_ru, team1_en, team2_ru, team2_en, start_offset_sec, 1, '1:0', 0, 1, ?, ?, 2, 5400, NULL FROM games WHERE id = 700001`,
    );
    for (let i = 0; i < 25; i += 1) copy.run(800_001 + i, T0 - (i + 1) * 3_600_000, T0 - (i + 3) * 3_600_000);
    const page = await teamOf(b, 'arsenal');
    expect(page.results).toHaveLength(TEAM_RESULTS);
    expect(page.results.map((g) => g.id)).toEqual(Array.from({ length: TEAM_RESULTS }, (_, i) => 800_001 + i));
    const times = page.results.map((g) => Date.parse(g.finishedAt!));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('the same club name in another sport is another team', async () => {
    const b = makeBackend({ now: T0, line: FROZEN });
    const football = await teamOf(b, 'barcelona');
    expect(football).toMatchObject({ name: 'Barcelona', sportSlug: 'football' });
    expect([...football.games, ...football.results].every((g) => g.sportId === 1)).toBe(true);
    const basketball = await teamOf(b, 'barcelona-basketball');
    expect(basketball).toMatchObject({ slug: 'barcelona-basketball', name: 'Barcelona', sportSlug: 'basketball', sportName: 'Basketball' });
    expect(basketball.games.length + basketball.results.length).toBeGreaterThan(0);
    expect([...basketball.games, ...basketball.results].every((g) => g.sportId === 3 && plays('barcelona-basketball')(g))).toBe(true);
  });

  it('every game carries team1Slug and team2Slug, and each leads to a page with that game', async () => {
    const b = makeBackend({ now: T0, line: FROZEN });
    const games = (await b.call('GET', '/web-api/line/games?limit=100')).json as ApiGame[];
    expect(games).toHaveLength(65);
    for (const g of games) {
      for (const slug of [g.team1Slug, g.team2Slug]) {
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect((await teamOf(b, slug)).games.map((x) => x.id)).toContain(g.id);
      }
    }
    const one = (await b.call('GET', '/web-api/line/games/700006?lng=en')).json as ApiGame;
    expect(one).toMatchObject({ team1Slug: 'real-sociedad', team2Slug: 'athletic-bilbao' });
    const snapshot = (await b.call('GET', '/web-api/line/snapshot?section=live')).json as { games: ApiGame[] };
    expect(snapshot.games.every((g) => g.team1Slug && g.team2Slug)).toBe(true);
    const results = (await b.call('GET', '/web-api/line/results?limit=5')).json.games as ApiGame[];
    for (const g of results) expect((await teamOf(b, g.team2Slug)).results.map((x) => x.id)).toContain(g.id);
  });

  it.each(['nobody', 'Arsenal', 'arsenal-', 'barcelona-tennis', '%20'])('answers 404 not_found to an unknown slug: %s', async (slug) => {
    const res = await team(makeBackend({ now: T0, line: FROZEN }), slug);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ errors: [{ code: 'not_found', detail: expect.stringContaining('Unknown team') }] });
  });
});
