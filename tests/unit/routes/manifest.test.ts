// @vitest-environment node
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes/manifest';
import { matchRoute } from '@/lib/routes/match';
import { CACHED_SEGMENT } from '@/lib/config/cachedPages.mjs';
import { buildPath, parsePattern, type ParamRule } from '@/lib/routes/pattern';
import { PAYMENT_ID } from '@/lib/routes/values';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

const APP = path.resolve(__dirname, '../../../app/[lng]');
/** Pages that are not routes of their own: the catch-all that answers 404 for unknown paths. */
const NOT_ROUTES = new Set(['(main)/[...rest]']);

function pageFolders(dir = APP, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) return name === 'page.tsx' ? [prefix] : [];
    return pageFolders(full, prefix ? `${prefix}/${name}` : name);
  });
}

function sample(rule: ParamRule | undefined): string {
  if (!rule) return 'sample';
  if (Array.isArray(rule)) return rule[0] as string;
  if (String(rule) === String(PAYMENT_ID)) return 'pay_0123456789abcdef01234567';
  return String(rule) === String(/^\d{1,18}$/) ? '7' : 'sample';
}

describe('manifest and pages', () => {
  it('every route with a page has that page under app/[lng]', () => {
    const missing = ROUTES.filter((r) => r.page && !existsSync(path.join(APP, r.page, 'page.tsx'))).map((r) => r.name);
    expect(missing).toEqual([]);
  });

  it('every page under app/[lng] belongs to a route; under cached/, to a route the manifest marks cached', () => {
    const used = new Set(ROUTES.map((r) => r.page));
    const cached = new Set(ROUTES.filter((r) => r.cached).map((r) => r.page));
    const folders = pageFolders();
    const own = folders.filter((folder) => !folder.startsWith(`${CACHED_SEGMENT}/`));
    expect(own.filter((folder) => !used.has(folder) && !NOT_ROUTES.has(folder))).toEqual([]);
    const copies = folders.filter((folder) => folder.startsWith(`${CACHED_SEGMENT}/`)).map((folder) => folder.slice(CACHED_SEGMENT.length + 1));
    expect(copies.filter((folder) => !cached.has(folder))).toEqual([]);
  });

  it('a route without a page is a redirect to a route that exists', () => {
    const names = new Set<string>(ROUTES.map((r) => r.name));
    for (const route of ROUTES.filter((r) => !r.page)) {
      expect(route.redirect?.to, route.name).toBeDefined();
      expect(names.has(route.redirect?.to ?? ''), route.name).toBe(true);
    }
  });

  it('route names are unique', () => {
    const names = ROUTES.map((r) => r.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('every page route has a title in ru and en', () => {
    for (const route of ROUTES.filter((r) => r.page)) {
      expect(ru.routes, route.name).toHaveProperty([route.name]);
      expect(en.routes, route.name).toHaveProperty([route.name]);
    }
  });
});

describe('matching', () => {
  it('a path built from each route matches a route rendered by the same page', () => {
    for (const route of ROUTES) {
      const params = Object.fromEntries(
        parsePattern(route.pattern)
          .filter((part) => part.kind !== 'literal')
          .map((part) => [part.name, sample(route.params?.[part.name])]),
      );
      const built = buildPath(route.pattern, params);
      const match = matchRoute(built);
      expect(match, `${route.name}: ${built}`).not.toBeNull();
      expect(match?.route.page ?? match?.route.redirect, `${route.name}: ${built}`).toEqual(route.page ?? route.redirect);
    }
  });

  it.each([
    ['', 'home', {}],
    ['/line', 'line', {}],
    ['/line/football', 'line', { sport: 'football' }],
    ['/line/today/football/12', 'line', { menuSection: 'today', sport: 'football', champ: '12' }],
    ['/live/football/12/700001', 'liveGame', { sport: 'football', champ: '12', gameId: '700001' }],
    ['/team/line/hockey', 'teamLine', { sport: 'hockey' }],
    ['/team/spartak', 'team', { teamName: 'spartak' }],
    ['/esports/virtual/cs2/champs', 'esportsDisciplineChamps', { type: 'virtual', discipline: 'cs2' }],
    ['/esports/real/cs2/live', 'esportsDashboard', { type: 'real', discipline: 'cs2', dashboard: 'live' }],
    ['/esports/real/cs2/55/line/9', 'esportsGame', { type: 'real', discipline: 'cs2', champ: '55', section: 'line', game: '9' }],
    ['/toto/main/draws', 'totoChild', { totoSection: 'main', child: 'draws' }],
    ['/user/activate', 'activateFast', { type: 'activate' }],
    ['/office/payment/create-request/3/transactions/pay_0123456789abcdef01234567', 'officeCreateRequestTransaction', { topicId: '3', transactionId: 'pay_0123456789abcdef01234567' }],
    ['/print-coupon/123', 'printCoupon', { couponId: '123' }],
    ['/landing-spring', 'landingPrefixed', { landingId: 'spring' }],
    ['/statistic/a/b/c', 'statistic', { rest: 'a/b/c' }],
    ['/slots/game/5/fox-den', 'slotsGame', { gameId: '5', gameName: 'fox-den' }],
    ['/slots/thank-you', 'slotsThankYou', {}],
  ])('%s is %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ route: expect.objectContaining({ name }), params });
  });

  it.each([
    '/print-coupon/12a',
    '/lotto/archive',
    '/results/past',
    '/user/profile',
    '/registration/vip',
    '/esports/fake',
    '/OFFICE/account',
    '/office%2Faccount',
    '/onpay/refund',
    '/rules/one',
  ])('%s matches nothing', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('the section of a betting route comes from the manifest', () => {
  it.each([
    ['/line', 'line'],
    ['/live', 'live'],
    ['/live/football', 'live'],
    ['/line/football/12/34', 'line'],
    ['/live/football/12/34', 'live'],
    ['/marble/live', 'live'],
    ['/topgame/line/football', 'line'],
    ['/betsonyour/live/football/12/34', 'live'],
  ])('%s shows %s', (path, section) => {
    expect(matchRoute(path)?.route.section).toBe(section);
  });

  it('every route of a line or live page folder names its section', () => {
    const betting = ROUTES.filter((r) => /^\(main\)\/(line|live|betsonyour|topgame|marble)\//.test(r.page ?? ''));
    expect(betting.length).toBeGreaterThan(0);
    expect(betting.filter((r) => !r.section).map((r) => r.name)).toEqual([]);
  });
});
