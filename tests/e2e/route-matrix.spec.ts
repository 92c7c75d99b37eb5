import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTES, type RouteEntry } from '@/lib/routes/manifest';
import { buildPath, parsePattern, type ParamRule } from '@/lib/routes/pattern';
import { runGuards } from '@/lib/guards/chain';
import { facts, SIGNED_IN } from '@/tests/support/guards';
import { resetBackend, signIn } from './support';

// Every manifest entry over HTTP against the built site and the reference backend: the status and
// Location the site answers must be what the pure guard chain decides, and a page must render.

/** Parameter values that exist in the reference backend's seed, so data pages render for real. */
const SAMPLE: Readonly<Record<string, string>> = {
  sport: 'football',
  champ: '101',
  gameId: '700001',
  teamName: 'spartak-moscow',
  champId: '101',
  pageType: 'main',
  subType: 'football',
  // The seed's Counter-Strike 2 championship and its line game (lib/line/esports.ts: disciplines from the line).
  discipline: 'counter-strike-2',
  game: '700051',
  totoSection: 'main',
  lottoId: '1',
  rest: 'football/101',
  gameRoute: 'aurora-riches',
  gameName: 'aurora-riches',
  // A games landing of the seed (docs/casino-landings-api.md).
  landingRoute: 'roulette-nights',
  landingId: 'weekly-cashback',
  promotionId: 'weekly-cashback',
  provider: 'amber-owl-play',
  slug: 'welcome',
  page: 'about',
  ruleGroup: '1',
  chapter: '2',
};

/** Where one parameter name means different data on different routes. */
const SAMPLE_BY_ROUTE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  slotsGame: { gameId: '3001', gameName: 'aurora-riches' },
  liveCasinoGame: { gameId: '3021', gameName: 'velvet-roulette-live' },
  // `poker/{game}` is a poker game's page by its route (docs/decisions/casino-routes.md).
  poker: { game: 'double-bonus-poker' },
  // An esports championship, and a match of it (another's is a 404).
  esportsChamp: { champ: '701' },
  esportsGame: { champ: '701', game: '700051' },
  // A promotion's bonus pages by its id (an unknown one is a 404): the seed's first sport and casino promotions.
  bonus: { bonusId: '101' },
  bonusOffer: { bonusId: '101' },
  casinoBonusItem: { id: '102' },
  casinoBonusPromotion: { id: '102' },
  // The seed's running slot tournament (docs/tournaments-api.md); a bonus game by its name.
  casinoTournament: { id: '1' },
  games: { gameRoute: 'fortuna' },
  allGamesEntrance: { gameRoute: 'fortuna' },
};

function sampleValue(route: string, name: string, rule: ParamRule | undefined): string {
  const specific = SAMPLE_BY_ROUTE[route]?.[name];
  if (specific) return specific;
  if (Array.isArray(rule)) return rule[0] as string;
  if (SAMPLE[name]) return SAMPLE[name];
  return rule && String(rule).includes('\\d') ? '7' : 'sample';
}

function sampleUrl(route: RouteEntry): string {
  const params = Object.fromEntries(
    parsePattern(route.pattern)
      .filter((part) => part.kind !== 'literal')
      .map((part) => [part.name, sampleValue(route.name, part.name, route.params?.[part.name])]),
  );
  return `/ru${buildPath(route.pattern, params)}`;
}

async function answer(request: APIRequestContext, url: string, cookie?: string) {
  const response = await request.get(url, { maxRedirects: 0, headers: cookie ? { Cookie: cookie } : {} });
  const location = response.headers()['location'];
  return { status: response.status(), location: location ? new URL(location, 'http://x').pathname + new URL(location, 'http://x').search : null };
}

function expected(url: string, cookies: Record<string, string>) {
  const decision = runGuards(facts(url, { cookies, now: Date.now() }));
  if (decision.kind === 'redirect') return { status: 307, location: decision.location };
  if (decision.kind === 'not-found') return { status: 404, location: null };
  if (decision.kind === 'error') return { status: 500, location: null };
  return { status: url === '/ru/500' ? 500 : 200, location: null };
}

test.beforeAll(async ({ request }) => {
  await resetBackend(request);
});

test.describe('every route, as a visitor', () => {
  for (const route of ROUTES) {
    const url = sampleUrl(route);
    test(`${route.name} ${url}`, async ({ request }) => {
      expect(await answer(request, url)).toEqual(expected(url, {}));
    });
  }
});

test.describe('every route for signed-in players only, as a player', () => {
  let cookie = '';
  test.beforeAll(async ({ request, browser }) => {
    const context = await browser.newContext();
    const cookies = await signIn(request, context, 'player@example.com');
    cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await context.close();
  });

  for (const route of ROUTES.filter((r) => r.access === 'auth' || r.access === 'auth-app')) {
    const url = sampleUrl(route);
    test(`${route.name} ${url}`, async ({ request }) => {
      expect(await answer(request, url, cookie)).toEqual(expected(url, SIGNED_IN));
    });
  }
});
