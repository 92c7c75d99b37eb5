import { describe, expect, it } from 'vitest';
import { href, isAllowedParam } from '@/lib/routes/href';
import { pathInLanguage } from '@/components/shell/LanguageSwitcher';
import { casinoGamePath, eventPagePath } from '@/lib/routes/gamePages';

describe('href', () => {
  it('builds the home of a language', () => {
    expect(href('en', 'home')).toBe('/en');
  });

  it('drops optional parameters left out', () => {
    expect(href('ru', 'line')).toBe('/ru/line');
    expect(href('ru', 'line', { sport: 'football' })).toBe('/ru/line/football');
  });

  it('encodes parameter values', () => {
    expect(href('ru', 'landingPage', { landingId: 'a/b?c' })).toBe('/ru/landing-page/a%2Fb%3Fc');
  });

  it('refuses to build a route without a required parameter', () => {
    expect(() => href('ru', 'onpay')).toThrow(/needs status/);
  });

  it('takes only manifest names: another fails the type check (and throws if forced through)', () => {
    // @ts-expect-error 'nowhere' is not a route of the manifest
    expect(() => href('ru', 'nowhere')).toThrow(/Unknown route nowhere/);
  });

  it('checks constrained parameters against the manifest', () => {
    expect(isAllowedParam('onpay', 'status', 'success')).toBe(true);
    expect(isAllowedParam('onpay', 'status', 'refund')).toBe(false);
    expect(isAllowedParam('info', 'page', 'about')).toBe(true);
  });
});

describe('the same page in another language', () => {
  it('swaps only the prefix and keeps the query', () => {
    expect(pathInLanguage('/ru/slots', 'category=new', 'en')).toBe('/en/slots?category=new');
  });

  it('works on the language root', () => {
    expect(pathInLanguage('/ru', '', 'tr')).toBe('/tr');
  });
});

describe('the paths a list builds without the manifest (lib/routes/gamePages.ts)', () => {
  const game = { sportSlug: 'football', champId: 12, id: 3401 };

  it('are the manifest’s event pages, in the section the game is in now', () => {
    const params = { sport: 'football', champ: '12', gameId: '3401' };
    expect(eventPagePath('ru', { ...game, isLive: false })).toBe(href('ru', 'lineGame', params));
    expect(eventPagePath('en', { ...game, isLive: true })).toBe(href('en', 'liveGame', params));
    expect(eventPagePath('ru', { ...game, isLive: true })).toBe('/ru/live/football/12/3401');
  });

  it('are the manifest’s casino game pages, live games under casino/game', () => {
    const slot = { id: 3001, route: 'aurora-riches', categories: ['slots'] };
    const live = { id: 3021, route: 'velvet-roulette-live', categories: ['live-roulette'] };
    expect(casinoGamePath('en', slot)).toBe(href('en', 'slotsGame', { gameId: '3001', gameName: 'aurora-riches' }));
    expect(casinoGamePath('ru', live)).toBe(href('ru', 'liveCasinoGame', { gameId: '3021', gameName: 'velvet-roulette-live' }));
    expect(casinoGamePath('ru', live)).toBe('/ru/casino/game/3021/velvet-roulette-live');
  });
});
