// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';

const INFO_SLUGS = [
  'contacts', 'about', 'howbet', 'cookies', 'ussdinstruction', 'licenses', 'taxation', 'consent',
  'simpleidentification', 'amlkyc', 'smsbets', 'amlpolicy', 'disputeresolution', 'kycpolicy',
  'responsiblegaming', 'cash_terminals', 'betting-calculator',
];

describe('site-facing API', () => {
  it('site config is served uncached and equals the control view', async () => {
    const { call } = makeBackend();
    const site = await call('GET', '/web-api/config/site');
    expect(site.headers.get('cache-control')).toBe('no-store');
    // The stored config, plus the public key the site verifies user tokens with (not stored).
    const { userTokenKey, ...stored } = site.json;
    expect(stored).toEqual((await call('GET', '/__control/site-config')).json);
    expect(userTokenKey).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String) });
    expect(site.json.availableRouteIds).toEqual([39, 47, 72]);
  });

  it('an unknown route is a JSON 404', async () => {
    const { call } = makeBackend();
    const res = await call('GET', '/web-api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json.errors[0].detail).toMatch(/nothing-here/);
  });

  it('lists at least 10 sports by popularity with counts', async () => {
    const { call } = makeBackend();
    const res = await call('GET', '/web-api/line/sports?lng=en');
    expect(res.json.length).toBeGreaterThanOrEqual(10);
    expect(res.json[0]).toMatchObject({ slug: 'football', name: 'Football', icon: 'football' });
    expect(res.json[0].lineCount).toBeGreaterThan(0);
    expect(res.json[0].liveCount).toBeGreaterThan(0);
  });

  it('lists at least 20 championships and filters them by sport', async () => {
    const { call } = makeBackend();
    expect((await call('GET', '/web-api/line/champs')).json.length).toBeGreaterThanOrEqual(20);
    const hockey = await call('GET', '/web-api/line/champs?sportId=2&lng=en');
    expect(hockey.json.map((c: { name: string }) => c.name)).toEqual(['KHL', 'NHL']);
  });

  it('games with section=bad is a 400', async () => {
    const { call } = makeBackend();
    const res = await call('GET', '/web-api/line/games?section=bad');
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toMatch(/section/);
  });

  it('games limit outside 1–200 is a 400', async () => {
    const { call } = makeBackend();
    expect((await call('GET', '/web-api/line/games?limit=0')).status).toBe(400);
    expect((await call('GET', '/web-api/line/games?limit=200')).status).toBe(200);
    expect((await call('GET', '/web-api/line/games?limit=201')).status).toBe(400);
    expect((await call('GET', '/web-api/line/games?limit=abc')).status).toBe(400);
  });

  it('has at least 40 line and 12 live games', async () => {
    const { call } = makeBackend();
    expect((await call('GET', '/web-api/line/games?section=line&limit=100')).json.length).toBeGreaterThanOrEqual(40);
    expect((await call('GET', '/web-api/line/games?section=live&limit=100')).json.length).toBeGreaterThanOrEqual(12);
  });

  // Start times are absolute (stored at seed time), no longer re-computed against the clock.
  it('at seed time live games started 10–80 minutes ago and line games are in the future; moving the clock does not move them', async () => {
    const { call, clock } = makeBackend();
    const now = clock.now();
    const before = (await call('GET', '/web-api/line/games?limit=100')).json.map((g: { startsAt: string }) => g.startsAt);
    clock.setOffsetSeconds(30 * 24 * 3600);
    expect((await call('GET', '/web-api/line/games?limit=100')).json.map((g: { startsAt: string }) => g.startsAt)).toEqual(before);
    const live = (await call('GET', '/web-api/line/games?section=live&limit=100')).json;
    const line = (await call('GET', '/web-api/line/games?section=line&limit=100')).json;
    for (const game of live) {
      const minutesAgo = (now - Date.parse(game.startsAt)) / 60_000;
      expect(minutesAgo).toBeGreaterThanOrEqual(10);
      expect(minutesAgo).toBeLessThanOrEqual(81);
      expect(game.isLive).toBe(true);
      expect(game.score).toMatch(/^\d+:\d+$/);
    }
    for (const game of line) {
      expect(Date.parse(game.startsAt)).toBeGreaterThan(now);
      expect(game).toMatchObject({ isLive: false, score: null, gameTime: null });
    }
  });

  it('games carry markets with coefficients between 1.01 and 15', async () => {
    const { call } = makeBackend();
    const games = (await call('GET', '/web-api/line/games?limit=100')).json;
    for (const game of games) {
      // The list shows the main markets, marketsCount counts the whole catalogue.
      expect(game.marketsCount).toBeGreaterThan(game.markets.length);
      expect(game.markets.every((m: { group: string }) => m.group === 'main')).toBe(true);
      for (const market of game.markets) {
        expect(market.coef).toBeGreaterThanOrEqual(1.01);
        expect(market.coef).toBeLessThanOrEqual(15);
        expect(Math.round(market.coef * 100) / 100).toBe(market.coef);
      }
    }
  });

  it('top=1 returns only top games, filtered by sport when asked', async () => {
    const { call } = makeBackend();
    const res = await call('GET', '/web-api/line/games?top=1&sportId=1&lng=en');
    expect(res.json.length).toBeGreaterThan(0);
    for (const game of res.json) expect(game).toMatchObject({ isTop: true, sportId: 1 });
    expect(res.json.some((g: { team1: string; team2: string }) => g.team1 === 'Arsenal' && g.team2 === 'Chelsea')).toBe(true);
  });

  it('game names follow the language: ru by default, en for en and tr', async () => {
    const { call } = makeBackend();
    const pick = async (query: string) => (await call('GET', `/web-api/line/games?champId=101&section=live&limit=1${query}`)).json[0].team1;
    expect(await pick('')).toBe('Арсенал');
    expect(await pick('&lng=en')).toBe('Arsenal');
    expect(await pick('&lng=tr')).toBe('Arsenal');
    expect(await pick('&lng=kz')).toBe('Арсенал');
  });

  it('casino has at least 40 games from at least 10 providers (the unpaged answer)', async () => {
    const { call } = makeBackend();
    expect((await call('GET', '/web-api/casino/games')).json.length).toBeGreaterThanOrEqual(40);
    const providers = (await call('GET', '/web-api/casino/providers')).json;
    expect(providers.length).toBeGreaterThanOrEqual(10);
    expect(providers.every((p: { gamesCount: number }) => p.gamesCount > 0)).toBe(true);
  });

  it('casino games filter by category, provider and search', async () => {
    const { call } = makeBackend();
    const live = (await call('GET', '/web-api/casino/games?category=live')).json;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((g: { categories: string[] }) => g.categories.includes('live'))).toBe(true);
    const byProvider = (await call('GET', '/web-api/casino/games?provider=red-fox-studios')).json;
    expect(byProvider.every((g: { providerName: string }) => g.providerName === 'Red Fox Studios')).toBe(true);
    const found = (await call('GET', '/web-api/casino/games?search=comet')).json;
    expect(found.map((g: { route: string }) => g.route)).toContain('comet-crash');
    expect((await call('GET', '/web-api/casino/games?category=nonsense')).status).toBe(400);
  });

  it('promotions list has at least 6, and a slug gives one or 404', async () => {
    const { call } = makeBackend();
    const list = (await call('GET', '/web-api/promotions?lng=en')).json;
    expect(list.length).toBeGreaterThanOrEqual(6);
    const one = await call('GET', `/web-api/promotions/${list[0].slug}?lng=en`);
    expect(one.json).toEqual(list[0]);
    expect((await call('GET', '/web-api/promotions/no-such-offer')).status).toBe(404);
  });

  it('an info page comes in en and ru', async () => {
    const { call } = makeBackend();
    const en = await call('GET', '/web-api/info/about?lng=en');
    const ru = await call('GET', '/web-api/info/about');
    expect(en.json.title).toBe('About us');
    expect(ru.json.title).toBe('О компании');
    expect(en.json.body.length).toBeGreaterThanOrEqual(2);
    expect(en.json.body.join(' ')).toMatch(/BetSite/);
  });

  it('every information page of the spec exists', async () => {
    const { call } = makeBackend();
    for (const slug of INFO_SLUGS) {
      const res = await call('GET', `/web-api/info/${slug}?lng=en`);
      expect(res.status, slug).toBe(200);
      expect(res.json.body.length, slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('an unknown info slug is a 404', async () => {
    const { call } = makeBackend();
    const res = await call('GET', '/web-api/info/nope');
    expect(res.status).toBe(404);
    expect(res.json.errors[0].detail).toMatch(/nope/);
  });

  it('rule groups 1–5 have chapters; others are 404', async () => {
    const { call } = makeBackend();
    for (const group of [1, 2, 3, 4, 5]) {
      const res = await call('GET', `/web-api/info/rules/${group}?lng=en`);
      expect(res.status).toBe(200);
      expect(res.json.chapters.length).toBeGreaterThan(0);
      expect(res.json.chapters[0]).toMatchObject({ id: 1 });
    }
    expect((await call('GET', '/web-api/info/rules/6')).status).toBe(404);
    expect((await call('GET', '/web-api/info/rules/abc')).status).toBe(404);
  });
});
