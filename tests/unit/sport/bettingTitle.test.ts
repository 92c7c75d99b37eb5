import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { server } from '@/tests/support/server';
import { liveGame } from '@/tests/support/fixtures';
import { matchRoute, type RouteMatch } from '@/lib/routes/match';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en', messages: en, namespace: namespace as 'line' }),
}));

const { bettingTitle } = await import('@/components/sport/bettingTitle');

const match = (path: string) => matchRoute(path) as RouteMatch;
const football = { id: 1, slug: 'football', name: 'Football', icon: 'football', lineCount: 3, liveCount: 1 };

// A tab read "Event — BetSite" for every event: the event's own name now.
describe('the tab title of a betting page', () => {
  it('is the event’s teams on an event page', async () => {
    server.use(http.get('*/web-api/line/games/:id', () => HttpResponse.json(liveGame({ team1: 'Arsenal', team2: 'Chelsea' }))));
    expect(await bettingTitle('en', match('/line/football/10/1'))).toBe('Arsenal — Chelsea');
  });

  it('is the sport’s heading on a sport page', async () => {
    server.use(http.get('*/web-api/line/sports', () => HttpResponse.json([football])));
    expect(await bettingTitle('en', match('/line/football'))).toBe('Football');
    expect(await bettingTitle('en', match('/live/football'))).toBe('Football: live');
  });

  it('leaves the route’s name when the backend does not answer', async () => {
    server.use(http.get('*/web-api/line/games/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    // The failure goes to the server's log (read there, not in the test output).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await bettingTitle('en', match('/line/football/10/1'))).toBeUndefined();
    expect(logged).toHaveBeenCalledExactlyOnceWith('[page block] /web-api/line/games/1?lng=en answered 500');
  });
});
