// The route manifest: every route of the site, once (shell-and-routing.md §2, §5, §6, §8; limits-coupon-auth.md §2).
// Middleware, pages, link building, the sitemap and the tests read this table; no other file keeps
// a list of paths. Order matters where patterns overlap: the first entry that matches wins.
import type { CasinoCategory } from '@/lib/config/casino';
import type { LeadKey, RouteEntry, RouteScreenKind } from './types';
import * as v from './values';
import { CASINO_GAME_PATTERNS, eventPagePattern } from './gamePages';

export type { Access, LayoutGroup, LeadKey, RouteEntry, RouteScreenKind, SiteFlag } from './types';
export { INFO_PAGES, PAYMENT_STATUSES, LINE_SECTIONS, type InfoPageSlug } from './values';

/** Route ids of the site config that the spec names (shell-and-routing.md §5, §6). */
export const ROUTE_ID = { quickCoupon: 39, rulesUnderSection: 47, login: 72 } as const;

type Section = (typeof v.LINE_SECTIONS)[number];
/** A manifest entry whose name the type checker knows, so `href()` refuses a name outside the manifest. */
type Named<N extends string> = RouteEntry & { name: N };
type Extra = Partial<Omit<RouteEntry, 'name'>>;
/** `share-idea` → `ShareIdea`, as the office route names are made from their pages. */
type Pascal<S extends string> = S extends `${infer A}-${infer B}` ? `${Capitalize<A>}${Pascal<B>}` : Capitalize<S>;
/** `fast-games` → `fastGames`, as the casino route names are made from their pages. */
type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Pascal<B>}` : S;

/** Screens of the generic route page (components/routes/RouteScreen.tsx). */
const lead = (key: LeadKey): RouteScreenKind => ({ kind: 'lead', lead: key });
/** The pages a letter of the mail outbox links to (components/accountPages). */
const ACCOUNT_LINK: RouteScreenKind = { kind: 'accountLink' };
const casinoOf = (category: CasinoCategory | null): RouteScreenKind => ({ kind: 'casino', ...(category ? { category } : {}) });
/** The casino-layout pages of one word: a category's games, or the lobby's and the search's own screens. */
const simpleCasinoScreen = (page: string, category: CasinoCategory | null): RouteScreenKind =>
  page === 'casino-lobby'
    ? { kind: 'casinoLobby' }
    : page === 'casino-search'
      ? { kind: 'casinoSearch' }
      : page === 'slot-first-deposit'
        ? { kind: 'slotFirstDeposit' }
        : casinoOf(category);
const RESULTS: RouteScreenKind = { kind: 'results' };
const TOP_EVENTS: RouteScreenKind = { kind: 'topEvents' };
const CREATE_REQUEST: RouteScreenKind = { kind: 'createPaymentRequest' };
const ESPORTS: RouteScreenKind = { kind: 'esports' };

const sectionParams = { menuSection: v.MENU_SECTIONS, sport: v.SLUG, champ: v.DIGITS, gameId: v.DIGITS };

/**
 * The betting sections of one page type (shell-and-routing.md §2): for line and live, the section list
 * (optional menu section, sport, champ) and the game page. `name` prefixes the route names.
 */
function bettingRoutes<N extends string>(
  prefix: string,
  name: (section: Section) => N,
  page: (section: Section) => string,
): Array<Named<N | `${N}Game`>> {
  return v.LINE_SECTIONS.flatMap((section): Array<Named<N | `${N}Game`>> => [
    {
      name: `${name(section)}Game`,
      pattern: eventPagePattern(prefix, section),
      layout: 'main',
      access: 'public',
      page: page(section),
      params: sectionParams,
      section,
    },
    {
      name: name(section),
      pattern: `${prefix}/${section}/:menuSection?/:sport?/:champ?`,
      layout: 'main',
      access: 'public',
      page: page(section),
      params: sectionParams,
      dictionaries: ['line'],
      section,
      // The main line's lists are kept for anonymous visitors (docs/cached-pages.md); live moves
      // too fast for a page kept a minute.
      ...(prefix === '' && section === 'line' ? { cached: true } : {}),
    },
  ]);
}

/** An entry written out in full, its name kept as a literal. */
const route = <N extends string>(entry: Named<N>): Named<N> => entry;
const main = <N extends string>(name: N, pattern: string, page: string, extra: Extra = {}): Named<N> => ({
  name,
  pattern,
  layout: 'main',
  access: 'public',
  page,
  ...extra,
});
const casino = <N extends string>(name: N, pattern: string, page: string, extra: Extra = {}): Named<N> => ({
  name,
  pattern,
  layout: 'casino',
  access: 'public',
  page,
  ...extra,
});
const redirect = <N extends string>(name: N, pattern: string, to: RouteEntry['redirect'], extra: Extra = {}): Named<N> => ({
  name,
  pattern,
  layout: 'main',
  access: 'public',
  redirect: to,
  ...extra,
});
const office = <N extends string>(name: N, pattern: string, extra: Extra = {}): Named<N> =>
  main(name, pattern, '(main)/office/[[...path]]', { access: 'auth', dictionaries: ['office'], screen: { kind: 'office' }, ...extra });

export const ROUTES = [
  // ── Main layout, betting ────────────────────────────────────────────────────────────────────
  main('home', '', '(main)', { dictionaries: ['main', 'line'], cached: true }),
  // Main section and main game: no page-type prefix; the others carry theirs.
  ...bettingRoutes('', (section) => section, (section) => `(main)/${section}/[[...path]]`),
  ...v.PAGE_TYPES.flatMap((type) =>
    bettingRoutes(
      `/${type}`,
      (section) => `${type}${section === 'live' ? 'Live' : 'Line'}` as const,
      () => `(main)/${type}/[[...path]]`,
    ),
  ),
  main('team', '/team/:teamName', '(main)/team/[[...path]]', { params: { teamName: v.SLUG }, screen: { kind: 'team' } }),
  main('topEventsHome', '/topevents/:pageType/:subType/home', '(main)/topevents/[...path]', {
    params: { pageType: v.SLUG, subType: v.SLUG },
    screen: TOP_EVENTS,
  }),
  main('topEventsGame', '/topevents/:pageType/:subType/game/:gameId?', '(main)/topevents/[...path]', {
    params: { pageType: v.SLUG, subType: v.SLUG, gameId: v.DIGITS },
    screen: TOP_EVENTS,
  }),
  main('multiLive', '/multi', '(main)/multi', { screen: { kind: 'multiLive' } }),
  main('champResults', '/champs/:champId?', '(main)/champs/[[...path]]', { params: { champId: v.DIGITS }, screen: { kind: 'champResults' } }),

  // Esports: the bare page type goes to /real; `disciplines` goes to `all`.
  redirect('esports', '/esports', { to: 'esportsMain', with: { type: 'real' } }),
  redirect('esportsDisciplines', '/esports/:type/disciplines', { to: 'esportsAll' }, { params: { type: v.ESPORTS_TYPES } }),
  ...(
    [
      ['esportsMain', '/esports/:type'],
      ['esportsAll', '/esports/:type/all'],
      ['esportsDisciplineChamps', '/esports/:type/:discipline/champs'],
      ['esportsDashboard', '/esports/:type/:discipline/:dashboard'],
      ['esportsChamp', '/esports/:type/:discipline/:champ'],
      ['esportsGame', '/esports/:type/:discipline/:champ/:section/:game'],
      ['esportsDiscipline', '/esports/:type/:discipline'],
    ] as const
  ).map(([name, pattern]) =>
    main(name, pattern, '(main)/esports/[[...path]]', {
      params: { type: v.ESPORTS_TYPES, discipline: v.SLUG, dashboard: v.LINE_SECTIONS, champ: v.DIGITS, section: v.LINE_SECTIONS, game: v.DIGITS },
      screen: ESPORTS,
    }),
  ),

  // ── Other routes ────────────────────────────────────────────────────────────────────────────
  main('totoChild', '/toto/:totoSection/:child', '(main)/toto/[[...path]]', {
    params: { totoSection: v.SLUG, child: v.TOTO_CHILDREN },
    screen: lead('toto'),
  }),
  main('toto', '/toto/:totoSection?', '(main)/toto/[[...path]]', { params: { totoSection: v.SLUG }, screen: lead('toto') }),
  main('lotto', '/lotto/:sectionName?/:lottoId?', '(main)/lotto/[[...path]]', {
    params: { sectionName: v.LOTTO_SECTIONS, lottoId: v.DIGITS },
    screen: lead('lotto'),
  }),
  main('statistic', '/statistic/*rest', '(main)/statistic/[[...path]]', { flag: 'statisticEnabled', screen: lead('statistic') }),
  route({ name: 'statisticPopup', pattern: '/statisticpopup/*rest', layout: 'headless', access: 'public', page: '(headless)/statisticpopup/[[...path]]', flag: 'statisticEnabled', noIndex: true, screen: lead('statistic') }),
  // Switching between the results tabs keeps the reader's place.
  main('results', '/results/:type?', '(main)/results/[[...path]]', { params: { type: v.RESULTS_TYPES }, keepScroll: true, screen: RESULTS }),
  main('promo', '/promo', '(main)/promo', { screen: lead('editorial') }),
  main('points', '/points', '(main)/points', { screen: { kind: 'points' } }),
  main('ourPartners', '/ourpartners/:section?', '(main)/ourpartners/[[...path]]', { params: { section: v.SLUG }, screen: lead('editorial') }),
  main('bettingAlphabet', '/betting-alphabet/:block?/:category?/:slug?', '(main)/betting-alphabet/[[...path]]', {
    params: { block: v.SLUG, category: v.SLUG, slug: v.SLUG },
    screen: lead('editorial'),
  }),
  main('blog', '/blog/*rest', '(main)/blog/[[...path]]', { screen: lead('editorial') }),
  main('news', '/news/:slug?', '(main)/news/[[...path]]', { params: { slug: v.SLUG }, screen: lead('editorial'), cached: true }),
  main('bettingAwards', '/betting-awards', '(main)/betting-awards', { screen: lead('editorial') }),
  redirect('mobileStartDownload', '/mobile/startdownloadapp', { to: 'mobileApp' }),
  main('mobileApp', '/mobile', '(main)/mobile', { screen: lead('apps') }),
  main('desktopApp', '/desktop', '(main)/desktop', { screen: lead('apps') }),
  main('debugger', '/debugger', '(main)/debugger', { devOnly: true, screen: lead('technical') }),
  main('internalVpn', '/internal-vpn', '(main)/internal-vpn', { noIndex: true, screen: lead('technical') }),
  main('registration', '/registration/:type?', '(main)/registration/[[...path]]', {
    access: 'guest-only',
    flag: 'registrationEnabled',
    params: { type: v.REGISTRATION_TYPES },
    screen: lead('account'),
  }),
  main('login', '/user/login', '(main)/user/login', { access: 'guest-only', routeId: ROUTE_ID.login, screen: lead('account') }),
  main('accountVerify', '/user/accountverify', '(main)/user/[slug]', { blockExempt: true, noIndex: true, screen: ACCOUNT_LINK }),
  main('activateFast', '/user/:type', '(main)/user/[slug]', { params: { type: v.ACTIVATE_TYPES }, noIndex: true, screen: ACCOUNT_LINK }),
  main('passwordReset', '/user/passwordreset', '(main)/user/[slug]', { access: 'guest-only', noIndex: true, screen: ACCOUNT_LINK }),
  main('stopNewsletter', '/user/stopnewsletter', '(main)/user/[slug]', { noIndex: true, screen: ACCOUNT_LINK }),
  redirect('forgotPassword', '/user/forgotpassword', { to: 'home', query: { showForgotPasswordModal: '1' } }),
  redirect('userCoupon', '/user/coupon', { to: 'home' }),
  route({ name: 'oldBrowser', pattern: '/oldbrowser', layout: 'empty', access: 'public', page: '(empty)/oldbrowser', maintenanceExempt: true, blockExempt: true, screen: lead('technical') }),
  route({ name: 'technicalError', pattern: '/500', layout: 'empty', access: 'public', page: '(empty)/500', maintenanceExempt: true, blockExempt: true, screen: lead('technical') }),
  main('confirmTerms', '/confirm-terms', '(main)/confirm-terms', { access: 'auth', screen: lead('account') }),
  route({ name: 'authApp', pattern: '/login', layout: 'headless', access: 'guest-only', page: '(headless)/login', screen: lead('account') }),
  redirect('account', '/account', { to: 'officeAccount' }, { access: 'auth' }),
  redirect('recharge', '/recharge', { to: 'officeRecharge' }, { access: 'auth' }),

  // ── Personal office ─────────────────────────────────────────────────────────────────────────
  redirect('office', '/office', { to: 'officeAccount' }, { access: 'auth' }),
  ...v.OFFICE_PAGES.map((page) =>
    office(`office${page.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()) as Pascal<typeof page>}` as const, `/office/${page}`, {
      ...(page === 'deduce' ? { banExempt: true } : {}),
      ...(page === 'recharge' ? { access: 'auth-app' as const } : {}),
      ...(page === 'settings' ? { screen: { kind: 'settings' } as const } : {}),
      ...(page === 'history' ? { screen: { kind: 'betHistory' } as const } : {}),
      ...(page === 'paycheck' ? { screen: { kind: 'paycheck' } as const } : {}),
      ...(page === 'recharge' ? { screen: { kind: 'recharge' } as const } : {}),
      ...(page === 'deduce' ? { screen: { kind: 'deduce' } as const } : {}),
      ...(page === 'responsible' ? { screen: { kind: 'responsible' } as const } : {}),
      ...(page === 'historypay' ? { screen: { kind: 'paymentHistory' } as const } : {}),
      ...(page === 'security' ? { screen: { kind: 'security' } as const } : {}),
      ...(page === 'verification' ? { screen: { kind: 'verification' } as const } : {}),
      ...(page === 'support' ? { screen: { kind: 'support' } as const } : {}),
      ...(page === 'share-idea' ? { screen: { kind: 'shareIdea' } as const } : {}),
      ...(page === 'promotion' ? { screen: { kind: 'officePromotion' } as const } : {}),
      ...(page === 'bringfriend' ? { screen: { kind: 'bringFriend' } as const } : {}),
      ...(page === 'rewards' ? { screen: { kind: 'rewards' } as const } : {}),
    }),
  ),
  office('officeBonusesDeposit', '/office/bonuses/deposit', { screen: { kind: 'bonuses' } }),
  office('officeBonusesWager', '/office/bonuses/wager', { screen: { kind: 'bonuses' } }),
  office('officeVipCashback', '/office/casino/vipcashback', { screen: { kind: 'cashback', programme: 'vip' } }),
  office('officePremiumCashback', '/office/casino/premiumcashback', { screen: { kind: 'cashback', programme: 'premium' } }),
  office('officeIdentification', '/office/identification', { flag: 'identificationEnabled', screen: { kind: 'verification' } }),
  office('officePaymentRequests', '/office/payment/requests', { screen: { kind: 'paymentRequests' } }),
  office('officeCreateRequest', '/office/payment/create-request', { screen: CREATE_REQUEST }),
  office('officeCreateRequestTopic', '/office/payment/create-request/:topicId', { params: { topicId: v.DIGITS }, screen: CREATE_REQUEST }),
  office('officeCreateRequestTransactions', '/office/payment/create-request/:topicId/transactions', { params: { topicId: v.DIGITS }, screen: CREATE_REQUEST }),
  office('officeCreateRequestTransaction', '/office/payment/create-request/:topicId/transactions/:transactionId', {
    params: { topicId: v.DIGITS, transactionId: v.PAYMENT_ID },
    screen: CREATE_REQUEST,
  }),
  office('officeCreateRequestSubTopic', '/office/payment/create-request/:topicId/:subTopicId', {
    screen: CREATE_REQUEST,
    params: { topicId: v.DIGITS, subTopicId: v.DIGITS },
  }),

  // ── Information pages ───────────────────────────────────────────────────────────────────────
  main('info', '/:page', '(main)/[page]', { params: { page: v.INFO_PAGES }, dictionaries: ['info'], cached: true }),
  redirect('rulesRoot', '/rules', { to: 'rules', with: { ruleGroup: '1' } }, { routeId: ROUTE_ID.rulesUnderSection }),
  main('rules', '/rules/:ruleGroup/:chapter?', '(main)/rules/[...path]', {
    routeId: ROUTE_ID.rulesUnderSection,
    params: { ruleGroup: v.DIGITS, chapter: v.DIGITS },
    screen: { kind: 'rules' },
    cached: true,
  }),
  main('payment', '/payment', '(main)/payment', { flag: 'paymentPage', noIndex: true, screen: lead('payment') }),

  // ── Games ───────────────────────────────────────────────────────────────────────────────────
  main('bonusGame', '/games/bonus/:bonusGame', '(main)/games/[[...path]]', { params: { bonusGame: v.BONUS_GAMES }, screen: { kind: 'bonusGames' } }),
  main('games', '/games/:gameRoute?', '(main)/games/[[...path]]', { params: { gameRoute: v.BONUS_GAMES }, screen: { kind: 'bonusGames' } }),
  main('gamesLanding', '/games-landing/:landingRoute', '(main)/games-landing/[landingRoute]', { params: { landingRoute: v.SLUG }, screen: { kind: 'gamesLanding' } }),
  redirect('allGamesEntrance', '/allgamesentrance/:gameRoute?', { to: 'games' }, { params: { gameRoute: v.BONUS_GAMES } }),
  redirect('legacyBonusGames', '/bonus-games/:bonusGame', { to: 'bonusGame' }, { params: { bonusGame: v.BONUS_GAMES } }),

  // ── Casino layout ───────────────────────────────────────────────────────────────────────────
  // The game lists and the lobby are kept for anonymous visitors like the line's lists
  // (docs/cached-pages.md): the catalogue is the same for every guest. The search reads its query,
  // my casino is a player's own, and a game's page is the player's table.
  ...v.CASINO_SIMPLE_PAGES.map(([page, category]) =>
    casino(page.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as Camel<typeof page>, `/${page}`, `(casino)/${page}`, {
      screen: simpleCasinoScreen(page, category),
      ...(page === 'casino-search' ? {} : { cached: true }),
    }),
  ),
  casino('casinoBonus', '/bonus/casino', '(casino)/bonus/casino/[[...path]]', { screen: { kind: 'casinoBonus' } }),
  casino('casinoBonusPromotion', '/bonus/casino/promotions/:id', '(casino)/bonus/casino/[[...path]]', { params: { id: v.DIGITS }, screen: { kind: 'casinoBonus' } }),
  casino('casinoTournaments', '/bonus/casino/tournaments', '(casino)/bonus/casino/[[...path]]', { screen: { kind: 'tournaments' } }),
  casino('casinoTournament', '/bonus/casino/tournaments/:id', '(casino)/bonus/casino/[[...path]]', { params: { id: v.DIGITS }, screen: { kind: 'tournaments' } }),
  casino('casinoBonusItem', '/bonus/casino/:id', '(casino)/bonus/casino/[[...path]]', { params: { id: v.DIGITS }, screen: { kind: 'casinoBonus' } }),
  casino('casinoBrand', '/casino/brand', '(casino)/casino/[[...path]]', { screen: casinoOf('brand'), cached: true }),
  casino('poker', '/poker/:game?', '(casino)/poker/[[...path]]', { params: { game: v.SLUG }, screen: casinoOf('poker') }),
  route({ ...redirect('tvgamesPoker', '/tvgames/view/poker', { to: 'poker' }), layout: 'casino' }),
  casino('keno', '/keno', '(casino)/keno/[[...path]]', { screen: casinoOf('keno'), cached: true }),
  ...v.CASINO_THANK_YOU.map(([kind, category]) =>
    casino(`${kind}ThankYou` as const, `/${kind}/thank-you`, `(casino)/${kind}/[[...path]]`, { noIndex: true, screen: { kind: 'casinoThankYou', category } }),
  ),
  casino('slotsGame', CASINO_GAME_PATTERNS.slotsGame, '(casino)/slots/[[...path]]', { params: { gameId: v.DIGITS, gameName: v.SLUG }, screen: { kind: 'casinoGame' } }),
  casino('slots', '/slots/:subcategory?', '(casino)/slots/[[...path]]', { params: { subcategory: v.SLOTS_SUBCATEGORIES }, screen: casinoOf('slots'), cached: true }),
  casino('liveCasinoGame', CASINO_GAME_PATTERNS.liveCasinoGame, '(casino)/casino/[[...path]]', { params: { gameId: v.DIGITS, gameName: v.SLUG }, screen: { kind: 'casinoGame' } }),
  casino('liveCasino', '/casino/:subcategory?', '(casino)/casino/[[...path]]', { params: { subcategory: v.LIVE_SUBCATEGORIES }, screen: casinoOf('live'), cached: true }),
  route({ ...redirect('vulkan', '/vulkan', { to: 'slots', with: { subcategory: 'vulkan' } }), layout: 'casino' }),
  casino('myCasino', '/my-casino', '(casino)/my-casino/[[...path]]', { access: 'auth', screen: { kind: 'myCasino' } }),
  casino('myCasinoFavorites', '/my-casino/favorites', '(casino)/my-casino/[[...path]]', { access: 'auth', screen: { kind: 'myCasinoFavorites' } }),
  casino('providers', '/providers/:provider?', '(casino)/providers/[[...path]]', { params: { provider: v.SLUG }, screen: { kind: 'providers' }, cached: true }),

  // ── Bonuses and promotions ──────────────────────────────────────────────────────────────────
  main('bonus', '/bonus/:bonusId/:tab?', '(main)/bonus/[bonusId]/[[...tab]]', {
    params: { bonusId: v.DIGITS, tab: v.BONUS_TABS },
    offerVariant: { of: 'bonusOffer', offer: false },
    keepScroll: true,
    screen: { kind: 'bonus' },
  }),
  main('bonusOffer', '/bonus-offer/:bonusId/:tab?', '(main)/bonus-offer/[bonusId]/[[...tab]]', {
    params: { bonusId: v.DIGITS, tab: v.BONUS_TABS },
    offerVariant: { of: 'bonus', offer: true },
    keepScroll: true,
    screen: { kind: 'bonus' },
  }),
  main('promotions', '/promotions', '(main)/promotions/[[...path]]', { screen: { kind: 'promotions' }, cached: true }),
  main('promotion', '/promotions/:promotionId', '(main)/promotions/[[...path]]', { params: { promotionId: v.SLUG }, screen: { kind: 'promotion' }, cached: true }),
  main('cmsLanding', '/cms/:slug', '(main)/cms/[slug]', { params: { slug: v.SLUG }, screen: { kind: 'cmsLanding' } }),
  ...v.OLD_LANDING_PREFIXES.map((prefix) =>
    redirect(`oldLanding_${prefix}` as const, `/${prefix}/:promotionId`, { to: 'promotion' }, { params: { promotionId: v.SLUG } }),
  ),

  // ── Headless layout ─────────────────────────────────────────────────────────────────────────
  route({ name: 'landingPage', pattern: '/landing-page/:landingId', layout: 'headless', access: 'public', page: '(headless)/landing-page/[landingId]', params: { landingId: v.SLUG }, cached: true }),
  route({ ...redirect('lpage', '/lpage/:landingId', { to: 'landingPage' }, { params: { landingId: v.SLUG } }), layout: 'headless' }),
  route({ ...redirect('landingPrefixed', '/landing-:landingId', { to: 'landingPage' }, { params: { landingId: v.SLUG } }), layout: 'headless' }),
  route({ name: 'firstBonusLanding', pattern: '/first-bonus', layout: 'headless', access: 'public', page: '(headless)/first-bonus', screen: { kind: 'firstBonus' } }),

  // ── Empty layout ────────────────────────────────────────────────────────────────────────────
  route({ name: 'onpay', pattern: '/onpay/:status', layout: 'empty', access: 'public', page: '(empty)/onpay/[status]', params: { status: v.PAYMENT_STATUSES } }),
  route({ name: 'onpayWithdraw', pattern: '/onpay/withdraw/:status', layout: 'empty', access: 'public', page: '(empty)/onpay/withdraw/[status]', params: { status: v.PAYMENT_STATUSES }, screen: lead('payment') }),
  ...v.BLOCK_PAGES.map(
    (page): Named<`blockPage_${typeof page}`> => ({
      name: `blockPage_${page}`,
      pattern: `/${page}`,
      layout: 'empty',
      access: 'public',
      page: `(empty)/${page}`,
      blockPage: true,
      blockExempt: true,
      maintenanceExempt: true,
      screen: lead('block'),
    }),
  ),
  route({ name: 'confirm', pattern: '/confirm', layout: 'empty', access: 'auth', page: '(empty)/confirm', screen: ACCOUNT_LINK }),
  route({ name: 'printCoupon', pattern: '/print-coupon/:couponId', layout: 'empty', access: 'public', page: '(empty)/print-coupon/[couponId]', params: { couponId: v.DIGITS }, screen: { kind: 'printCoupon' } }),

  // ── Maintenance and blocked layouts ─────────────────────────────────────────────────────────
  route({ name: 'maintenance', pattern: '/maintenance', layout: 'maintenance', access: 'public', page: '(maintenance)/maintenance', maintenanceExempt: true, blockExempt: true }),
  route({ name: 'blockAppealHistory', pattern: '/block-appeal-history', layout: 'blocked', access: 'auth', page: '(blocked)/block-appeal-history', blockExempt: true }),
];

/** Every route name of the manifest: `href()` takes only these. */
export type RouteName = (typeof ROUTES)[number]['name'];

const byName = new Map<string, RouteEntry>(ROUTES.map((route) => [route.name, route]));

/** A route by a name known only at run time (a redirect's target); `href()` takes a typed name. */
export function routeByName(name: string): RouteEntry {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
