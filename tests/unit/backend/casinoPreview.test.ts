// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PREVIEW_GROUP_SIZE } from '../../../backend/src/casino/preview';
import { CASINO_CATEGORIES, CASINO_GAMES, CASINO_TAG_SLUGS } from '../../../backend/src/seed/casino';
import { makeBackend } from './helpers';

const PREVIEW = '/web-api/casino/games-preview';
const LIGHT = `${PREVIEW}?whence=lobby&ref=7&lng=en&fcountry=ru&includeCategories=false`;

interface Item1 {
  GT: number;
  GN: string;
  R: string;
  OR: string;
  CRID: string[];
  GF: number;
}

const seedGame = (id: number) => CASINO_GAMES.find((game) => game.id === id)!;

describe('the games preview call, shape 1 (shell-and-routing.md §7)', () => {
  it('answers Success and Value keyed by group: the tags, then every category, 16 games each', async () => {
    const { call } = makeBackend();
    const res = await call('GET', LIGHT);
    expect(res.status).toBe(200);
    expect(res.json.Success).toBe(true);
    const value = res.json.Value;
    expect(Object.keys(value)).toEqual([...CASINO_TAG_SLUGS, ...CASINO_CATEGORIES, 'categories', 'actions']);
    for (const group of [...CASINO_TAG_SLUGS, ...CASINO_CATEGORIES]) {
      expect(value[group].length, group).toBeGreaterThan(0);
      expect(value[group].length, group).toBeLessThanOrEqual(PREVIEW_GROUP_SIZE);
    }
    expect(value.slots).toHaveLength(16);
    expect(value.favorites).toBeUndefined();
  });

  it('gives each item GT id, GN name, R route, OR old route, CRID category route ids, GF tag id', async () => {
    const { call } = makeBackend();
    const value = (await call('GET', LIGHT)).json.Value;
    for (const item of value.popular as Item1[]) {
      const game = seedGame(item.GT);
      expect(item).toEqual({ GT: game.id, GN: game.name.en, R: game.route, OR: game.oldRoute, CRID: game.categories, GF: expect.any(Number) });
      expect(game.tags).toContain('popular');
    }
    const aurora = (value.slots as Item1[]).concat(value.popular).find((item) => item.GT === 3001);
    expect(aurora).toEqual({ GT: 3001, GN: 'Aurora Riches', R: 'aurora-riches', OR: 'nlg_aurora_riches', CRID: ['slots', 'slots/free-spins'], GF: 2 });
    // Most popular first.
    const popularity = (value.slots as Item1[]).map((item) => seedGame(item.GT).popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('includeCategories=false leaves the category list empty; without it the list has RI and TR', async () => {
    const { call } = makeBackend();
    expect((await call('GET', LIGHT)).json.Value.categories).toEqual([]);
    const withThem = (await call('GET', `${PREVIEW}?lng=en`)).json.Value.categories;
    expect(withThem[0]).toEqual({ RI: 'slots', TR: 'Slots' });
    expect(withThem).toContainEqual({ RI: 'live/roulette', TR: 'Roulette' });
    expect(withThem).toContainEqual({ RI: 'brand', TR: 'BetSite games' });
    expect((await call('GET', `${PREVIEW}?includeCategories=true`)).json.Value.categories[0]).toEqual({ RI: 'slots', TR: 'Слоты' });
  });

  it('lists the casino promotions as actions with Id and Name', async () => {
    const { call } = makeBackend();
    const actions = (await call('GET', LIGHT)).json.Value.actions;
    expect(actions.length).toBeGreaterThan(0);
    expect(actions).toContainEqual({ Id: 'weekly-cashback', Name: expect.any(String) });
    for (const action of actions) expect(Object.keys(action)).toEqual(['Id', 'Name']);
  });

  it('groupId gives that one group whole: a category, a subcategory or a tag', async () => {
    const { call } = makeBackend();
    const slots = (await call('GET', `${LIGHT}&groupId=slots`)).json.Value;
    expect(Object.keys(slots)).toEqual(['slots', 'categories', 'actions']);
    expect(slots.slots).toHaveLength(CASINO_GAMES.filter((game) => game.categories.includes('slots')).length);
    const dice = (await call('GET', `${LIGHT}&groupId=live/dice`)).json.Value['live/dice'] as Item1[];
    expect(dice.length).toBeGreaterThan(0);
    expect(dice.every((item) => item.CRID.includes('live/dice'))).toBe(true);
    const exclusive = (await call('GET', `${LIGHT}&groupId=exclusive`)).json.Value.exclusive as Item1[];
    expect(exclusive.length).toBe(CASINO_GAMES.filter((game) => game.tags.includes('exclusive')).length);
  });

  it('names in Russian by default', async () => {
    const { call } = makeBackend();
    const group = (await call('GET', `${PREVIEW}?groupId=slots/free-spins`)).json.Value['slots/free-spins'] as Item1[];
    expect(group.map((item) => item.GN)).toContain('Аврора');
  });

  it('refuses an unknown group or shape in the same envelope: Success false and the error', async () => {
    const { call } = makeBackend();
    for (const query of ['groupId=nonsense', 'shape=3', 'includeCategories=maybe']) {
      const res = await call('GET', `${PREVIEW}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.Success).toBe(false);
      expect(res.json.Value).toBeNull();
      expect(res.json.errors[0].code).toBe('validation');
    }
  });
});

describe('the games preview call, shape 2', () => {
  it('answers GTR (RI, TR) and GP (GT, GTN, OR) of the popular group by default', async () => {
    const { call } = makeBackend();
    const res = (await call('GET', `${PREVIEW}?shape=2&lng=en`)).json;
    expect(res.Success).toBe(true);
    expect(Object.keys(res.Value)).toEqual(['GTR', 'GP']);
    expect(res.Value.GTR[0]).toEqual({ RI: 'slots', TR: 'Slots' });
    const popular = CASINO_GAMES.filter((game) => game.tags.includes('popular'));
    expect(res.Value.GP).toHaveLength(popular.length);
    for (const item of res.Value.GP) {
      const game = seedGame(item.GT);
      expect(item).toEqual({ GT: game.id, GTN: game.name.en, OR: game.oldRoute });
    }
  });

  it('follows groupId and includeCategories', async () => {
    const { call } = makeBackend();
    const res = (await call('GET', `${PREVIEW}?shape=2&groupId=keno&includeCategories=false`)).json.Value;
    expect(res.GTR).toEqual([]);
    expect(res.GP.map((item: { GT: number }) => item.GT).sort()).toEqual(
      CASINO_GAMES.filter((game) => game.categories.includes('keno'))
        .map((game) => game.id)
        .sort(),
    );
  });
});

describe('a signed-in player’s preview', () => {
  it('adds his favourites (last added first) and recently played, by the bearer user_token as by the cookie', async () => {
    const backend = makeBackend();
    const { token, ua } = await backend.signIn();
    const headers = { cookie: `ua=${ua}` };
    expect((await backend.call('PUT', '/web-api/casino/favorites/3013', { headers })).status).toBe(200);
    expect((await backend.call('PUT', '/web-api/casino/favorites/3050', { headers })).status).toBe(200);
    const res = await backend.call('GET', LIGHT, { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const value = res.json.Value;
    expect(Object.keys(value).slice(-4)).toEqual(['favorites', 'recent', 'categories', 'actions']);
    expect(value.favorites.map((item: Item1) => item.GT)).toEqual([3050, 3013]);
    expect(value.recent).toEqual([]);
    const viaCookie = (await backend.call('GET', `${PREVIEW}?groupId=favorites`, { headers })).json.Value;
    expect(viaCookie.favorites.map((item: Item1) => item.GT)).toEqual([3050, 3013]);
  });

  it('a guest asking for the favourites group gets it empty', async () => {
    const { call } = makeBackend();
    expect((await call('GET', `${PREVIEW}?groupId=favorites`)).json.Value.favorites).toEqual([]);
  });
});
