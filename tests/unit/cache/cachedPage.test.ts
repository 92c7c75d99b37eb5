// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { servesCachedPage } from '@/lib/cache/cachedPage';
import { isPurgeKey } from '@/lib/cache/purgeKey';
import { COOKIE } from '@/lib/config/cookies';
import { ROUTES } from '@/lib/routes/manifest';
import { matchRoute } from '@/lib/routes/match';
import { cachedPagePath } from '@/lib/routes/localized';

const get = (path: string, cookies: Record<string, string> = {}, search = '', method = 'GET') =>
  servesCachedPage({ method, search, cookies, match: matchRoute(path) });

// Which requests are answered from the page kept for every visitor (docs/cached-pages.md).
describe('servesCachedPage', () => {
  it('serves home, information pages, rules, news, promotions, landing pages and the line and casino lists to a visitor with no cookie', () => {
    const casino = ['/casino-lobby', '/slots', '/slots/new', '/casino', '/bingo', '/keno', '/providers', '/providers/some-studio'];
    for (const path of ['', '/contacts', '/about', '/rules/1', '/news', '/promotions', '/landing-page/spring', '/line', '/line/popular/football', ...casino]) {
      expect(get(path), path).toBe(true);
    }
    expect(get('/contacts', {}, '', 'HEAD')).toBe(true);
  });

  it('renders per request for a session, consent or any display preference cookie', () => {
    for (const name of Object.values(COOKIE).filter((cookie) => cookie !== COOKIE.language)) {
      expect(get('/contacts', { [name]: '1' }), name).toBe(false);
    }
  });

  it('keeps the cached page for the language cookie and cookies no page reads (referral)', () => {
    expect(get('/contacts', { [COOKIE.language]: 'en', tag: 'aff-1' })).toBe(true);
  });

  it('renders per request with a query, for another method, and for routes not marked cached', () => {
    expect(get('/contacts', {}, '?platform_type=mobile')).toBe(false);
    expect(get('', {}, '?showForgotPasswordModal=1')).toBe(false);
    expect(get('/contacts', {}, '', 'POST')).toBe(false);
    for (const path of ['/office', '/live', '/casino-search', '/my-casino', '/slots/game/1/x', '/line/main/football/champ/123', '/esports/line', '/nowhere/at/all']) expect(get(path), path).toBe(false);
  });

  it('every cached route has its page in the cached folder', () => {
    const cached = ROUTES.filter((route) => route.cached);
    expect(cached.map((route) => route.name).sort()).toEqual([
      'asianGames',
      'bingo',
      'cardGames',
      'casinoBrand',
      'casinoLobby',
      'crashGames',
      'fastBet',
      'fastGames',
      'fishinghunting',
      'home',
      'info',
      'keno',
      'landingPage',
      'line',
      'liveCasino',
      'news',
      'othergames',
      'promotion',
      'promotions',
      'providers',
      'rules',
      'scratchcards',
      'skillGames',
      'slotFirstDeposit',
      'slots',
      'tvgames',
      'virtualsports',
    ]);
    for (const route of cached) {
      expect(existsSync(path.join('app/[lng]/cached', route.page ?? '', 'page.tsx')), route.name).toBe(true);
    }
  });

  it('puts the cached folder under the language', () => {
    expect(cachedPagePath('ru', '/contacts')).toBe('/ru/cached/contacts');
    expect(cachedPagePath('en')).toBe('/en/cached');
    expect(matchRoute('/cached/contacts')).toBeNull();
  });
});

describe('isPurgeKey', () => {
  it('takes the site key only, and nothing when no key is configured', () => {
    expect(isPurgeKey('secret', 'secret')).toBe(true);
    expect(isPurgeKey('secreT', 'secret')).toBe(false);
    expect(isPurgeKey(null, 'secret')).toBe(false);
    expect(isPurgeKey('', '')).toBe(false);
    expect(isPurgeKey('x', undefined)).toBe(false);
  });
});
