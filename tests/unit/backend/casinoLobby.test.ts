// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENGINE_RTP_BP } from '../../../backend/src/casino/games/playable';
import { CASINO_GAMES } from '../../../backend/src/seed/casino';
import { makeBackend } from './helpers';

interface Item {
  id: number;
  name: string;
  route: string;
  categories: string[];
  tags: string[];
  providerSlug: string;
  providerName: string;
}

describe('GET /web-api/casino/games: the lobby’s lists, paged', () => {
  it('pages a category: pageSize items, total, hasMore, and the pages join up without repeats', async () => {
    const { call } = makeBackend();
    const slots = CASINO_GAMES.filter((game) => game.categories.includes('slots')).length;
    const first = (await call('GET', '/web-api/casino/games?category=slots&page=1&pageSize=50&lng=en')).json;
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: slots, hasMore: true });
    expect(first.items).toHaveLength(50);
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = (await call('GET', `/web-api/casino/games?category=slots&page=${page}&pageSize=50`)).json;
      ids.push(...res.items.map((item: Item) => item.id));
      if (!res.hasMore) break;
    }
    expect(ids).toHaveLength(slots);
    expect(new Set(ids).size).toBe(slots);
    const last = (await call('GET', `/web-api/casino/games?category=slots&page=${Math.ceil(slots / 50) + 1}&pageSize=50`)).json;
    expect(last).toMatchObject({ items: [], hasMore: false, total: slots });
  });

  it('filters by subcategory, studio and tag, most popular first', async () => {
    const { call } = makeBackend();
    const multi = (await call('GET', '/web-api/casino/games?category=slots&subcategory=multiways&pageSize=100')).json;
    expect(multi.total).toBeGreaterThan(0);
    expect(multi.items.every((item: Item) => item.categories.includes('slots/multiways'))).toBe(true);
    const roulette = (await call('GET', '/web-api/casino/games?category=live&subcategory=roulette&pageSize=100')).json;
    expect(roulette.items.map((item: Item) => item.route)).toContain('velvet-roulette-live');
    const studio = (await call('GET', '/web-api/casino/games?provider=samovar-games&pageSize=100&lng=en')).json;
    expect(studio.total).toBe(30);
    expect(studio.items.every((item: Item) => item.providerName === 'Samovar Games')).toBe(true);
    const byId = (await call('GET', '/web-api/casino/games?provider=19&pageSize=1')).json;
    expect(byId.total).toBe(30);
    const jackpots = (await call('GET', '/web-api/casino/games?tag=jackpot&pageSize=100')).json;
    expect(jackpots.items.every((item: Item) => item.tags.includes('jackpot'))).toBe(true);
    const popularity = jackpots.items.map((item: Item) => CASINO_GAMES.find((game) => game.id === item.id)!.popularity);
    expect(popularity).toEqual([...popularity].sort((a: number, b: number) => b - a));
  });

  it('names games in the language asked for', async () => {
    const { call } = makeBackend();
    const ru = (await call('GET', '/web-api/casino/games?provider=samovar-games&pageSize=100')).json.items;
    const en = (await call('GET', '/web-api/casino/games?provider=samovar-games&pageSize=100&lng=en')).json.items;
    expect(ru.map((item: Item) => item.name)).toContain('Аврора');
    expect(en.map((item: Item) => item.name)).toContain('Avrora');
    expect(ru[0].providerName).toBe('Самовар Геймс');
  });

  it('keeps the first seed’s answer without page: a bare array, its old category values and fields', async () => {
    const { call } = makeBackend();
    const popular = (await call('GET', '/web-api/casino/games?category=popular&limit=12&lng=en')).json;
    expect(Array.isArray(popular)).toBe(true);
    expect(popular).toHaveLength(12);
    expect(popular.every((item: Item & { isHot: boolean }) => item.tags.includes('popular') && item.isHot)).toBe(true);
    expect(popular[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), route: expect.any(String), providerId: expect.any(Number), accent: expect.stringMatching(/^#/), isNew: expect.any(Boolean) }),
    );
    const crash = (await call('GET', '/web-api/casino/games?category=crash')).json;
    expect(crash.every((item: Item) => item.categories.includes('crash-games'))).toBe(true);
    expect((await call('GET', '/web-api/casino/games?search=comet')).json.map((item: Item) => item.route)).toContain('comet-crash');
  });

  it('refuses an unknown category, a subcategory of another category and a page size over 100', async () => {
    const { call } = makeBackend();
    const bad = await call('GET', '/web-api/casino/games?category=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0]).toMatchObject({ code: 'validation', source: { parameter: 'category' } });
    const sub = await call('GET', '/web-api/casino/games?category=keno&subcategory=multiways');
    expect(sub.status).toBe(400);
    expect(sub.json.errors[0].source).toEqual({ parameter: 'subcategory' });
    expect((await call('GET', '/web-api/casino/games?pageSize=101')).status).toBe(400);
    expect((await call('GET', '/web-api/casino/games?page=0')).status).toBe(400);
  });
});

describe('one game, the studios and the categories', () => {
  it('GET /web-api/casino/games/{route} gives the details; the old route finds it too; an unknown one is 404', async () => {
    const { call } = makeBackend();
    const game = (await call('GET', '/web-api/casino/games/aurora-riches?lng=en')).json;
    expect(game).toMatchObject({
      id: 3001,
      name: 'Aurora Riches',
      route: 'aurora-riches',
      oldRoute: 'nlg_aurora_riches',
      providerName: 'Northern Lights Gaming',
      providerSlug: 'northern-lights-gaming',
      categories: ['slots', 'slots/free-spins'],
      tags: ['popular'],
      tagId: 2,
      demo: true,
      art: { motif: 'ice', palette: [expect.any(String), '#3fb6a8', expect.any(String)] },
    });
    expect(['low', 'medium', 'high']).toContain(game.volatility);
    expect((await call('GET', '/web-api/casino/games/nlg_aurora_riches')).json.id).toBe(3001);
    expect((await call('GET', '/web-api/casino/games/velvet-roulette-live')).json).toMatchObject({ id: 3021, demo: false, rtp: 97.3 });
  });

  it('a game an engine plays has a demo and states its engine’s RTP; another keeps the catalogue’s', async () => {
    const { call } = makeBackend();
    const rtp = async (route: string) => (await call('GET', `/web-api/casino/games/${route}`)).json;
    expect(await rtp('aurora-riches')).toMatchObject({ demo: true, rtp: ENGINE_RTP_BP.slot / 100 });
    expect(await rtp('avrora')).toMatchObject({ demo: true, rtp: ENGINE_RTP_BP.slot / 100 });
    expect(await rtp('comet-crash')).toMatchObject({ demo: true, rtp: ENGINE_RTP_BP.crash / 100 });
    expect(await rtp('reef-keno')).toMatchObject({ demo: true, rtp: ENGINE_RTP_BP.keno / 100 });
    expect(await rtp('lucky-burrow-scratch')).toMatchObject({ demo: true, rtp: ENGINE_RTP_BP.scratch / 100 });
    const poker = await rtp('iron-poker');
    expect(poker.demo).toBe(false);
    expect(poker.rtp).toBe(CASINO_GAMES.find((game) => game.route === 'iron-poker')!.rtp);
    const missing = await call('GET', '/web-api/casino/games/no-such-game');
    expect(missing.status).toBe(404);
    expect(missing.json.errors[0].code).toBe('not_found');
  });

  it('GET /web-api/casino/providers lists the 20 studios with their game counts', async () => {
    const { call } = makeBackend();
    const providers = (await call('GET', '/web-api/casino/providers?lng=en')).json;
    expect(providers).toHaveLength(20);
    expect(providers.reduce((sum: number, p: { gamesCount: number }) => sum + p.gamesCount, 0)).toBe(CASINO_GAMES.length);
    expect(providers.find((p: { slug: string }) => p.slug === 'samovar-games')).toEqual({ id: 19, slug: 'samovar-games', name: 'Samovar Games', gamesCount: 30 });
    const names = providers.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('GET /web-api/casino/categories lists categories and subcategories with names and counts', async () => {
    const { call } = makeBackend();
    const categories = (await call('GET', '/web-api/casino/categories?lng=en')).json;
    expect(categories[0]).toMatchObject({ id: 'slots', parent: null, name: 'Slots' });
    expect(categories[1]).toMatchObject({ id: 'slots/classic', parent: 'slots', name: 'Classic' });
    const live = categories.find((c: { id: string }) => c.id === 'live');
    expect(live.gamesCount).toBe(CASINO_GAMES.filter((game) => game.categories.includes('live')).length);
    expect(categories.find((c: { id: string }) => c.id === 'fishinghunting').name).toBe('Fishing and hunting');
    expect((await call('GET', '/web-api/casino/categories')).json[0].name).toBe('Слоты');
  });
});
