// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANDINGS } from '../../../backend/src/casino/landings/seed';
import { CASINO_GAMES } from '../../../backend/src/seed/casino';
import { makeBackend } from './helpers';

interface Item {
  id: number;
  name: string;
  route: string;
  categories: string[];
  tags: string[];
  providerSlug: string;
}

describe('GET /web-api/casino/landings/{route}: a landing resolved to real games', () => {
  it('shows the live roulette tables only, with the landing’s own texts and offer', async () => {
    const { call } = makeBackend();
    const roulette = CASINO_GAMES.filter((game) => game.categories.includes('live/roulette'));
    const { status, json, headers } = await call('GET', '/web-api/casino/landings/roulette-nights?lng=ru');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(json).toMatchObject({ route: 'roulette-nights', title: 'Вечера рулетки', rule: { category: 'live/roulette' }, total: roulette.length });
    expect(json.hero).toEqual({ motif: 'wheel', palette: [expect.any(String), expect.any(String), expect.any(String)] });
    expect(json.games.map((game: Item) => game.id).sort()).toEqual(roulette.map((game) => game.id).sort());
    expect(json.offer).toMatchObject({ slug: 'weekly-cashback', kind: 'casino', offer: { type: 'cashback' } });
    expect(json.more.map((other: { route: string }) => other.route)).not.toContain('roulette-nights');
    expect(json.more).toHaveLength(LANDINGS.length - 1);
  });

  it('resolves each kind of rule as the lobby’s lists do: category with tag, tag, studio, explicit ids', async () => {
    const { call } = makeBackend();
    const lobby = async (query: string) => (await call('GET', `/web-api/casino/games?${query}&limit=100`)).json.map((game: Item) => game.id);
    const ids = async (route: string) => (await call('GET', `/web-api/casino/landings/${route}`)).json.games.map((game: Item) => game.id);
    expect(await ids('new-slots')).toEqual((await lobby('category=slots&tag=new')).slice(0, 24));
    expect(await ids('crash-week')).toEqual(await lobby('category=crash-games'));
    expect(await ids('jackpots')).toEqual(await lobby('tag=jackpot'));
    expect(await ids('samovar-games')).toEqual(await lobby('provider=samovar-games'));
    const picks = LANDINGS.find((landing) => landing.route === 'editors-picks')!.rule.gameIds!;
    expect(await ids('editors-picks')).toEqual(picks);
  });

  it('a first-deposit landing offers the casino first-deposit bonus with its terms', async () => {
    const { call } = makeBackend();
    const { json } = await call('GET', '/web-api/casino/landings/new-slots?lng=en');
    expect(json.offer).toMatchObject({
      slug: 'casino-welcome-pack',
      offer: { type: 'first_deposit', product: 'casino' },
      terms: { bonusPercent: 100, cap: { RUB: 1_000_000, USD: 15_000, EUR: 15_000, KZT: 5_000_000 }, wagerMultiplier: 35, days: 14 },
    });
    expect(json.games.every((game: Item) => game.categories.includes('slots') && game.tags.includes('new'))).toBe(true);
  });

  it('speaks the asked language: titles, intros, game and offer names', async () => {
    const { call } = makeBackend();
    const ru = (await call('GET', '/web-api/casino/landings/samovar-games?lng=ru')).json;
    const en = (await call('GET', '/web-api/casino/landings/samovar-games?lng=en')).json;
    expect(ru.title).toMatch(/Самовар/);
    expect(en.title).toMatch(/^Samovar Games/);
    expect(en.intro).not.toBe(ru.intro);
    expect(en.offer.title).not.toBe(ru.offer.title);
    expect(ru.games.map((game: Item) => game.id)).toEqual(en.games.map((game: Item) => game.id));
    expect(ru.games.some((game: Item, index: number) => game.name !== en.games[index].name)).toBe(true);
    const list = (await call('GET', '/web-api/casino/landings?lng=en')).json;
    expect(list.map((landing: { route: string }) => landing.route)).toEqual(LANDINGS.map((landing) => landing.route));
    expect(list[0]).toEqual({ route: 'new-slots', title: 'New slots' });
  });

  it('an unknown landing is a 404 not_found', async () => {
    const { call } = makeBackend();
    const { status, json } = await call('GET', '/web-api/casino/landings/no-such-landing');
    expect(status).toBe(404);
    expect(json.errors[0].code).toBe('not_found');
  });

  it('survives a reset: the landings are seeded again', async () => {
    const { call, db } = makeBackend();
    db.prepare('DELETE FROM casino_landings').run();
    expect((await call('GET', '/web-api/casino/landings/jackpots')).status).toBe(404);
    await call('POST', '/__control/reset');
    expect((await call('GET', '/web-api/casino/landings/jackpots')).status).toBe(200);
  });
});
