// The route manifest: every route of the site, once (shell spec §2, §5, §6, §8; limits spec §2).
// Middleware, pages, link building, the sitemap and the tests read this table; no other file keeps
// a list of paths. Order matters where patterns overlap: the first entry that matches wins.
import type { RouteEntry } from './types';
import * as v from './values';

export type { Access, LayoutGroup, RouteEntry, SiteFlag } from './types';
export { INFO_PAGES, PAYMENT_STATUSES, LINE_SECTIONS, type InfoPageSlug } from './values';

/** Route ids of the site config that the spec names (shell spec §5, §6). */
export const ROUTE_ID = { quickCoupon: 39, rulesUnderSection: 47, login: 72 } as const;

const sectionParams = { menuSection: v.MENU_SECTIONS, sport: v.SLUG, champ: v.DIGITS, gameId: v.DIGITS };

/**
 * The betting sections of one page type (shell spec §2): for line and live, the section list
 * (optional menu section, sport, champ) and the game page. `name` prefixes the route names.
 */
function bettingRoutes(prefix: string, name: (section: string) => string, page: (section: string) => string): RouteEntry[] {
  return v.LINE_SECTIONS.flatMap((section): RouteEntry[] => [
    {
      name: `${name(section)}Game`,
      pattern: `${prefix}/${section}/:sport/:champ/:gameId`,
      layout: 'main',
      access: 'public',
      page: page(section),
      params: sectionParams,
    },
    {
      name: name(section),
      pattern: `${prefix}/${section}/:menuSection?/:sport?/:champ?`,
      layout: 'main',
      access: 'public',
      page: page(section),
      params: sectionParams,
      dictionaries: ['line'],
    },
  ]);
}

const main = (name: string, pattern: string, page: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name,
  pattern,
  layout: 'main',
  access: 'public',
  page,
  ...extra,
});
const casino = (name: string, pattern: string, page: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name,
  pattern,
  layout: 'casino',
  access: 'public',
  page,
  ...extra,
});
const redirect = (name: string, pattern: string, to: RouteEntry['redirect'], extra: Partial<RouteEntry> = {}): RouteEntry => ({
  name,
  pattern,
  layout: 'main',
  access: 'public',
  redirect: to,
  ...extra,
});
const office = (name: string, pattern: string, extra: Partial<RouteEntry> = {}): RouteEntry =>
  main(name, pattern, '(main)/office/[[...path]]', { access: 'auth', dictionaries: ['office'], ...extra });

export const ROUTES: readonly RouteEntry[] = [
  // ── Main layout, betting ────────────────────────────────────────────────────────────────────
  main('home', '', '(main)', { dictionaries: ['main', 'line'] }),
  // Main section and main game: no page-type prefix; the others carry theirs.
  ...bettingRoutes('', (section) => section, (section) => `(main)/${section}/[[...path]]`),
  ...v.PAGE_TYPES.flatMap((type) =>
    bettingRoutes(
      `/${type}`,
      (section) => `${type}${section === 'live' ? 'Live' : 'Line'}`,
      () => `(main)/${type}/[[...path]]`,
    ),
  ),
  main('team', '/team/:teamName', '(main)/team/[[...path]]', { params: { teamName: v.SLUG } }),
  main('topEventsHome', '/topevents/:pageType/:subType/home', '(main)/topevents/[...path]', {
    params: { pageType: v.SLUG, subType: v.SLUG },
  }),
  main('topEventsGame', '/topevents/:pageType/:subType/game/:gameId?', '(main)/topevents/[...path]', {
    params: { pageType: v.SLUG, subType: v.SLUG, gameId: v.DIGITS },
  }),
  main('multiLive', '/multi', '(main)/multi'),
  main('champResults', '/champs/:champId?', '(main)/champs/[[...path]]', { params: { champId: v.DIGITS } }),

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
    }),
  ),

  // ── Other routes ────────────────────────────────────────────────────────────────────────────
  main('totoChild', '/toto/:totoSection/:child', '(main)/toto/[[...path]]', {
    params: { totoSection: v.SLUG, child: v.TOTO_CHILDREN },
  }),
  main('toto', '/toto/:totoSection?', '(main)/toto/[[...path]]', { params: { totoSection: v.SLUG } }),
  main('lotto', '/lotto/:sectionName?/:lottoId?', '(main)/lotto/[[...path]]', {
    params: { sectionName: v.LOTTO_SECTIONS, lottoId: v.DIGITS },
  }),
  main('statistic', '/statistic/*rest', '(main)/statistic/[[...path]]', { flag: 'statisticEnabled' }),
  { name: 'statisticPopup', pattern: '/statisticpopup/*rest', layout: 'headless', access: 'public', page: '(headless)/statisticpopup/[[...path]]', flag: 'statisticEnabled', noIndex: true },
  // Switching between the results tabs keeps the reader's place.
  main('results', '/results/:type?', '(main)/results/[[...path]]', { params: { type: v.RESULTS_TYPES }, keepScroll: true }),
  main('promo', '/promo', '(main)/promo'),
  main('points', '/points', '(main)/points'),
  main('ourPartners', '/ourpartners/:section?', '(main)/ourpartners/[[...path]]', { params: { section: v.SLUG } }),
  main('bettingAlphabet', '/betting-alphabet/:block?/:category?/:slug?', '(main)/betting-alphabet/[[...path]]', {
    params: { block: v.SLUG, category: v.SLUG, slug: v.SLUG },
  }),
  main('blog', '/blog/*rest', '(main)/blog/[[...path]]'),
  main('news', '/news/:slug?', '(main)/news/[[...path]]', { params: { slug: v.SLUG } }),
  main('bettingAwards', '/betting-awards', '(main)/betting-awards'),
  redirect('mobileStartDownload', '/mobile/startdownloadapp', { to: 'mobileApp' }),
  main('mobileApp', '/mobile', '(main)/mobile'),
  main('desktopApp', '/desktop', '(main)/desktop'),
  main('debugger', '/debugger', '(main)/debugger', { devOnly: true }),
  main('internalVpn', '/internal-vpn', '(main)/internal-vpn', { noIndex: true }),
  main('registration', '/registration/:type?', '(main)/registration/[[...path]]', {
    access: 'guest-only',
    flag: 'registrationEnabled',
    params: { type: v.REGISTRATION_TYPES },
  }),
  main('login', '/user/login', '(main)/user/login', { access: 'guest-only', routeId: ROUTE_ID.login }),
  main('accountVerify', '/user/accountverify', '(main)/user/[slug]', { blockExempt: true, noIndex: true }),
  main('activateFast', '/user/:type', '(main)/user/[slug]', { params: { type: v.ACTIVATE_TYPES }, noIndex: true }),
  main('passwordReset', '/user/passwordreset', '(main)/user/[slug]', { access: 'guest-only', noIndex: true }),
  main('stopNewsletter', '/user/stopnewsletter', '(main)/user/[slug]', { noIndex: true }),
  redirect('forgotPassword', '/user/forgotpassword', { to: 'home', query: { showForgotPasswordModal: '1' } }),
  redirect('userCoupon', '/user/coupon', { to: 'home' }),
  { name: 'oldBrowser', pattern: '/oldbrowser', layout: 'empty', access: 'public', page: '(empty)/oldbrowser', maintenanceExempt: true, blockExempt: true },
  { name: 'technicalError', pattern: '/500', layout: 'empty', access: 'public', page: '(empty)/500', maintenanceExempt: true, blockExempt: true },
  main('confirmTerms', '/confirm-terms', '(main)/confirm-terms', { access: 'auth' }),
  { name: 'authApp', pattern: '/login', layout: 'headless', access: 'guest-only', page: '(headless)/login' },
  redirect('account', '/account', { to: 'officeAccount' }, { access: 'auth' }),
  redirect('recharge', '/recharge', { to: 'officeRecharge' }, { access: 'auth' }),

  // ── Personal office ─────────────────────────────────────────────────────────────────────────
  redirect('office', '/office', { to: 'officeAccount' }, { access: 'auth' }),
  ...v.OFFICE_PAGES.map((page) =>
    office(`office${page.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`, `/office/${page}`, {
      ...(page === 'deduce' ? { banExempt: true } : {}),
      ...(page === 'recharge' ? { access: 'auth-app' as const } : {}),
    }),
  ),
  office('officeBonusesDeposit', '/office/bonuses/deposit'),
  office('officeBonusesWager', '/office/bonuses/wager'),
  office('officeVipCashback', '/office/casino/vipcashback'),
  office('officePremiumCashback', '/office/casino/premiumcashback'),
  office('officeIdentification', '/office/identification', { flag: 'identificationEnabled' }),
  office('officePaymentRequests', '/office/payment/requests'),
  office('officeCreateRequest', '/office/payment/create-request'),
  office('officeCreateRequestTopic', '/office/payment/create-request/:topicId', { params: { topicId: v.DIGITS } }),
  office('officeCreateRequestTransactions', '/office/payment/create-request/:topicId/transactions', { params: { topicId: v.DIGITS } }),
  office('officeCreateRequestTransaction', '/office/payment/create-request/:topicId/transactions/:transactionId', {
    params: { topicId: v.DIGITS, transactionId: v.DIGITS },
  }),
  office('officeCreateRequestSubTopic', '/office/payment/create-request/:topicId/:subTopicId', {
    params: { topicId: v.DIGITS, subTopicId: v.DIGITS },
  }),

  // ── Information pages ───────────────────────────────────────────────────────────────────────
  main('info', '/:page', '(main)/[page]', { params: { page: v.INFO_PAGES }, dictionaries: ['info'] }),
  redirect('rulesRoot', '/rules', { to: 'rules', with: { ruleGroup: '1' } }, { routeId: ROUTE_ID.rulesUnderSection }),
  main('rules', '/rules/:ruleGroup/:chapter?', '(main)/rules/[...path]', {
    routeId: ROUTE_ID.rulesUnderSection,
    params: { ruleGroup: v.DIGITS, chapter: v.DIGITS },
  }),
  main('payment', '/payment', '(main)/payment', { flag: 'paymentPage', noIndex: true }),

  // ── Games ───────────────────────────────────────────────────────────────────────────────────
  main('bonusGame', '/games/bonus/:bonusGame', '(main)/games/[[...path]]', { params: { bonusGame: v.BONUS_GAMES } }),
  main('games', '/games/:gameRoute?', '(main)/games/[[...path]]', { params: { gameRoute: v.SLUG } }),
  main('gamesLanding', '/games-landing/:landingRoute', '(main)/games-landing/[landingRoute]', { params: { landingRoute: v.SLUG } }),
  redirect('allGamesEntrance', '/allgamesentrance/:gameRoute?', { to: 'games' }, { params: { gameRoute: v.SLUG } }),
  redirect('legacyBonusGames', '/bonus-games/:bonusGame', { to: 'bonusGame' }, { params: { bonusGame: v.BONUS_GAMES } }),

  // ── Casino layout ───────────────────────────────────────────────────────────────────────────
  ...v.CASINO_SIMPLE_PAGES.map((page) =>
    casino(page.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), `/${page}`, `(casino)/${page}`),
  ),
  casino('casinoBonus', '/bonus/casino', '(casino)/bonus/casino/[[...path]]'),
  casino('casinoBonusPromotion', '/bonus/casino/promotions/:id', '(casino)/bonus/casino/[[...path]]', { params: { id: v.DIGITS } }),
  casino('casinoTournaments', '/bonus/casino/tournaments', '(casino)/bonus/casino/[[...path]]'),
  casino('casinoTournament', '/bonus/casino/tournaments/:id', '(casino)/bonus/casino/[[...path]]', { params: { id: v.DIGITS } }),
  casino('casinoBonusItem', '/bonus/casino/:id', '(casino)/bonus/casino/[[...path]]', { params: { id: v.DIGITS } }),
  casino('casinoBrand', '/casino/brand', '(casino)/casino/[[...path]]'),
  casino('poker', '/poker/:game?', '(casino)/poker/[[...path]]', { params: { game: v.SLUG } }),
  { ...redirect('tvgamesPoker', '/tvgames/view/poker', { to: 'poker' }), layout: 'casino' },
  casino('keno', '/keno', '(casino)/keno/[[...path]]'),
  ...v.CASINO_THANK_YOU.map((kind) =>
    casino(`${kind}ThankYou`, `/${kind}/thank-you`, `(casino)/${kind}/[[...path]]`, { noIndex: true }),
  ),
  casino('slotsGame', '/slots/game/:gameId/:gameName', '(casino)/slots/[[...path]]', { params: { gameId: v.DIGITS, gameName: v.SLUG } }),
  casino('slots', '/slots/:subcategory?', '(casino)/slots/[[...path]]', { params: { subcategory: v.SLOTS_SUBCATEGORIES } }),
  casino('liveCasinoGame', '/casino/game/:gameId/:gameName', '(casino)/casino/[[...path]]', { params: { gameId: v.DIGITS, gameName: v.SLUG } }),
  casino('liveCasino', '/casino/:subcategory?', '(casino)/casino/[[...path]]', { params: { subcategory: v.SLUG } }),
  { ...redirect('vulkan', '/vulkan', { to: 'slots', with: { subcategory: 'vulkan' } }), layout: 'casino' },
  casino('myCasino', '/my-casino', '(casino)/my-casino/[[...path]]', { access: 'auth' }),
  casino('myCasinoFavorites', '/my-casino/favorites', '(casino)/my-casino/[[...path]]', { access: 'auth' }),
  casino('providers', '/providers/:provider?', '(casino)/providers/[[...path]]', { params: { provider: v.SLUG } }),

  // ── Bonuses and promotions ──────────────────────────────────────────────────────────────────
  main('bonus', '/bonus/:bonusId/:tab?', '(main)/bonus/[bonusId]/[[...tab]]', {
    params: { bonusId: v.DIGITS, tab: v.BONUS_TABS },
    offerVariant: { of: 'bonusOffer', offer: false },
    keepScroll: true,
  }),
  main('bonusOffer', '/bonus-offer/:bonusId/:tab?', '(main)/bonus-offer/[bonusId]/[[...tab]]', {
    params: { bonusId: v.DIGITS, tab: v.BONUS_TABS },
    offerVariant: { of: 'bonus', offer: true },
    keepScroll: true,
  }),
  main('promotions', '/promotions', '(main)/promotions/[[...path]]'),
  main('promotion', '/promotions/:promotionId', '(main)/promotions/[[...path]]', { params: { promotionId: v.SLUG } }),
  main('cmsLanding', '/cms/:slug', '(main)/cms/[slug]', { params: { slug: v.SLUG } }),
  ...v.OLD_LANDING_PREFIXES.map((prefix) =>
    redirect(`oldLanding_${prefix}`, `/${prefix}/:promotionId`, { to: 'promotion' }, { params: { promotionId: v.SLUG } }),
  ),

  // ── Headless layout ─────────────────────────────────────────────────────────────────────────
  { name: 'landingPage', pattern: '/landing-page/:landingId', layout: 'headless', access: 'public', page: '(headless)/landing-page/[landingId]', params: { landingId: v.SLUG } },
  { ...redirect('lpage', '/lpage/:landingId', { to: 'landingPage' }, { params: { landingId: v.SLUG } }), layout: 'headless' },
  { ...redirect('landingPrefixed', '/landing-:landingId', { to: 'landingPage' }, { params: { landingId: v.SLUG } }), layout: 'headless' },
  { name: 'firstBonusLanding', pattern: '/first-bonus', layout: 'headless', access: 'public', page: '(headless)/first-bonus' },

  // ── Empty layout ────────────────────────────────────────────────────────────────────────────
  { name: 'onpay', pattern: '/onpay/:status', layout: 'empty', access: 'public', page: '(empty)/onpay/[status]', params: { status: v.PAYMENT_STATUSES } },
  { name: 'onpayWithdraw', pattern: '/onpay/withdraw/:status', layout: 'empty', access: 'public', page: '(empty)/onpay/withdraw/[status]', params: { status: v.PAYMENT_STATUSES } },
  ...v.BLOCK_PAGES.map(
    (page): RouteEntry => ({
      name: `blockPage_${page}`,
      pattern: `/${page}`,
      layout: 'empty',
      access: 'public',
      page: `(empty)/${page}`,
      blockPage: true,
      blockExempt: true,
      maintenanceExempt: true,
    }),
  ),
  { name: 'confirm', pattern: '/confirm', layout: 'empty', access: 'auth', page: '(empty)/confirm' },
  { name: 'printCoupon', pattern: '/print-coupon/:couponId', layout: 'empty', access: 'public', page: '(empty)/print-coupon/[couponId]', params: { couponId: v.DIGITS } },

  // ── Maintenance and blocked layouts ─────────────────────────────────────────────────────────
  { name: 'maintenance', pattern: '/maintenance', layout: 'maintenance', access: 'public', page: '(maintenance)/maintenance', maintenanceExempt: true, blockExempt: true },
  { name: 'blockAppealHistory', pattern: '/block-appeal-history', layout: 'blocked', access: 'auth', page: '(blocked)/block-appeal-history', blockExempt: true },
];

export type RouteName = string;

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteEntry {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
