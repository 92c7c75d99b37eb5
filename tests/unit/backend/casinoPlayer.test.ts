// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RECENT_KEEP, recentGames, recordPlayed } from '../../../backend/src/casino/recent';
import { makeBackend } from './helpers';

const FAVORITES = '/web-api/casino/favorites';
const SITE = 'http://localhost:3000';
const VIA_SITE = { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' };

type Backend = ReturnType<typeof makeBackend>;

async function session(backend: Backend, login = 'player@example.com') {
  const { ua } = await backend.signIn(login);
  return { cookie: `ua=${ua}` };
}

const favoriteIds = async (backend: Backend, headers: Record<string, string>) =>
  (await backend.call('GET', `${FAVORITES}?lng=en`, { headers })).json.items.map((item: { id: number }) => item.id);

describe('favourites: stored on the backend, the same in every browser', () => {
  it('a heart set in one session shows in a second session of the player, the last added first', async () => {
    const backend = makeBackend();
    const first = await session(backend);
    expect((await backend.call('PUT', `${FAVORITES}/3001`, { headers: first })).json).toEqual({ gameId: 3001, favorite: true });
    expect((await backend.call('PUT', `${FAVORITES}/3021`, { headers: first })).status).toBe(200);
    const second = await session(backend);
    expect(second.cookie).not.toBe(first.cookie);
    expect(await favoriteIds(backend, second)).toEqual([3021, 3001]);
    const items = (await backend.call('GET', `${FAVORITES}?lng=en`, { headers: second })).json.items;
    expect(items[1]).toMatchObject({ id: 3001, name: 'Aurora Riches', route: 'aurora-riches', providerName: 'Northern Lights Gaming' });
  });

  it('is each player’s own', async () => {
    const backend = makeBackend();
    const player = await session(backend);
    const other = await session(backend, 'terms@example.com');
    await backend.call('PUT', `${FAVORITES}/3005`, { headers: player });
    expect(await favoriteIds(backend, other)).toEqual([]);
    expect(await favoriteIds(backend, player)).toEqual([3005]);
  });

  it('adding twice keeps one entry in its place; removing is idempotent; clearing removes all', async () => {
    const backend = makeBackend();
    const headers = await session(backend);
    await backend.call('PUT', `${FAVORITES}/3001`, { headers });
    await backend.call('PUT', `${FAVORITES}/3002`, { headers });
    await backend.call('PUT', `${FAVORITES}/3001`, { headers });
    expect(await favoriteIds(backend, headers)).toEqual([3002, 3001]);
    expect((await backend.call('DELETE', `${FAVORITES}/3002`, { headers })).json).toEqual({ gameId: 3002, favorite: false });
    expect((await backend.call('DELETE', `${FAVORITES}/3002`, { headers })).status).toBe(200);
    expect(await favoriteIds(backend, headers)).toEqual([3001]);
    await backend.call('PUT', `${FAVORITES}/3003`, { headers });
    expect((await backend.call('DELETE', FAVORITES, { headers })).json).toEqual({ removed: 2 });
    expect(await favoriteIds(backend, headers)).toEqual([]);
  });

  it('refuses an unknown game (404) and a bad id (400)', async () => {
    const backend = makeBackend();
    const headers = await session(backend);
    const unknown = await backend.call('PUT', `${FAVORITES}/999999`, { headers });
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors[0].code).toBe('not_found');
    const bad = await backend.call('PUT', `${FAVORITES}/abc`, { headers });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].code).toBe('validation');
    expect(await favoriteIds(backend, headers)).toEqual([]);
  });

  it('is for signed-in players only: a guest gets 401 on every call', async () => {
    const backend = makeBackend();
    for (const [method, path] of [['GET', FAVORITES], ['PUT', `${FAVORITES}/3001`], ['DELETE', `${FAVORITES}/3001`], ['DELETE', FAVORITES], ['GET', '/web-api/casino/recent']]) {
      const res = await backend.call(method!, path!);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.json.errors[0].code).toBe('unauthorized');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('works with the bearer user_token, and answers no-store', async () => {
    const backend = makeBackend();
    const { token } = await backend.signIn();
    const headers = { authorization: `Bearer ${token}` };
    expect((await backend.call('PUT', `${FAVORITES}/3010`, { headers })).status).toBe(200);
    const res = await backend.call('GET', FAVORITES, { headers });
    expect(res.json.items.map((item: { id: number }) => item.id)).toEqual([3010]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a change from another site is refused by the request guard (403) and changes nothing', async () => {
    const backend = makeBackend();
    const headers = await session(backend);
    const res = await backend.app.request(`${FAVORITES}/3001`, {
      method: 'PUT',
      headers: { ...headers, ...VIA_SITE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0].code).toBe('cross_origin');
    expect(await favoriteIds(backend, headers)).toEqual([]);
    const fromSite = await backend.app.request(`${FAVORITES}/3001`, {
      method: 'PUT',
      headers: { ...headers, ...VIA_SITE, origin: SITE, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(fromSite.status).toBe(200);
  });
});

describe('recently played and "continue playing"', () => {
  it('recordPlayed puts a game first; playing it again moves it to the front; the first is "continue playing"', async () => {
    const backend = makeBackend();
    const headers = await session(backend);
    const t0 = Date.UTC(2025, 0, 1, 12);
    recordPlayed(backend.db, 1001, 3001, t0);
    recordPlayed(backend.db, 1001, 3013, t0 + 1000);
    recordPlayed(backend.db, 1001, 3032, t0 + 2000);
    recordPlayed(backend.db, 1001, 3001, t0 + 3000);
    const res = await backend.call('GET', '/web-api/casino/recent?lng=en', { headers });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.items.map((item: { id: number }) => item.id)).toEqual([3001, 3032, 3013]);
    expect(res.json.items[0]).toMatchObject({ id: 3001, name: 'Aurora Riches', playedAt: new Date(t0 + 3000).toISOString() });
    expect((await backend.call('GET', '/web-api/casino/recent?limit=2', { headers })).json.items).toHaveLength(2);
    const preview = (await backend.call('GET', '/web-api/casino/games-preview?groupId=recent', { headers })).json.Value.recent;
    expect(preview.map((item: { GT: number }) => item.GT)).toEqual([3001, 3032, 3013]);
  });

  it('two rounds in one millisecond: the later call is first', () => {
    const backend = makeBackend();
    recordPlayed(backend.db, 1001, 3002, 5000);
    recordPlayed(backend.db, 1001, 3003, 5000);
    expect(recentGames(backend.db, 1001, 10).map((r) => r.gameId)).toEqual([3003, 3002]);
    recordPlayed(backend.db, 1001, 3002, 5000);
    expect(recentGames(backend.db, 1001, 10).map((r) => r.gameId)).toEqual([3002, 3003]);
  });

  it('keeps the last 50 games of each player, and no one else’s', async () => {
    const backend = makeBackend();
    for (let i = 0; i < RECENT_KEEP + 5; i += 1) recordPlayed(backend.db, 1001, 3001 + i, 1000 + i);
    recordPlayed(backend.db, 1003, 3100, 1000);
    const mine = recentGames(backend.db, 1001, 100);
    expect(mine).toHaveLength(RECENT_KEEP);
    expect(mine[0]).toEqual({ gameId: 3001 + RECENT_KEEP + 4, playedAt: 1000 + RECENT_KEEP + 4 });
    expect(mine.at(-1)!.gameId).toBe(3006);
    expect(recentGames(backend.db, 1003, 100)).toEqual([{ gameId: 3100, playedAt: 1000 }]);
    const other = await session(backend, 'terms@example.com');
    expect((await backend.call('GET', '/web-api/casino/recent', { headers: other })).json.items.map((item: { id: number }) => item.id)).toEqual([3100]);
  });

  it('refuses a game the catalogue does not have', () => {
    const backend = makeBackend();
    expect(() => recordPlayed(backend.db, 1001, 1, 1000)).toThrow(/no casino game 1/);
    expect(recentGames(backend.db, 1001, 10)).toEqual([]);
  });

  it('a reset forgets favourites and recent games', async () => {
    const backend = makeBackend();
    const headers = await session(backend);
    await backend.call('PUT', `${FAVORITES}/3001`, { headers });
    recordPlayed(backend.db, 1001, 3001, 1000);
    expect((await backend.call('POST', '/__control/reset')).status).toBe(200);
    const again = await session(backend);
    expect(await favoriteIds(backend, again)).toEqual([]);
    expect(recentGames(backend.db, 1001, 10)).toEqual([]);
  });
});
