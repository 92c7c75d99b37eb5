import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { matchRoute, type RouteMatch } from '@/lib/routes/match';
import { casinoTitle } from '@/components/casino/casinoTitle';

const match = (path: string) => matchRoute(path) as RouteMatch;
const game = {
  id: 3001,
  name: 'Aurora Riches',
  route: 'aurora-riches',
  providerId: 1,
  providerName: 'Northern Lights Gaming',
  categories: ['slots'],
  accent: '#123456',
  isNew: false,
  isHot: false,
};

// A casino game's tab read the route's generic name: the game's own name now.
describe('the tab title of a casino page', () => {
  it('is the game’s name on a slots or live casino game page', async () => {
    server.use(http.get('*/web-api/casino/games/:route', () => HttpResponse.json(game)));
    expect(await casinoTitle('en', match('/slots/game/3001/aurora-riches'))).toBe('Aurora Riches');
    expect(await casinoTitle('en', match('/casino/game/3001/aurora-riches'))).toBe('Aurora Riches');
  });

  it('leaves the route’s name when the id names another game or the backend does not answer', async () => {
    server.use(http.get('*/web-api/casino/games/:route', () => HttpResponse.json(game)));
    expect(await casinoTitle('en', match('/slots/game/3002/aurora-riches'))).toBeUndefined();
    server.use(http.get('*/web-api/casino/games/:route', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    // The failure goes to the server's log (read there, not in the test output).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await casinoTitle('en', match('/slots/game/3001/aurora-riches'))).toBeUndefined();
    expect(logged).toHaveBeenCalledExactlyOnceWith('[page block] /web-api/casino/games/aurora-riches?lng=en answered 500');
  });

  it('is the route’s name on the lobby', async () => {
    expect(await casinoTitle('en', match('/slots'))).toBeUndefined();
  });
});
