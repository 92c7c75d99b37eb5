import type ru from '@/messages/ru.json';

/** A top-level namespace of the message files. */
export type Namespace = keyof typeof ru;

/**
 * Namespaces the client components of the root layout use, on every page (docs/decisions/client-messages.md): the
 * header and drawer, consent, notifications, idle and maintenance (the age gate gets its texts as
 * props, formatted on the server, only while it is on: components/age/ServerAgeGate.tsx)
 * notices, error states. The modals and the forms the header opens bring their words when they
 * open (ON_DEMAND_NAMESPACES). Server components read every namespace on the
 * server; only these and a screen's own (below) are inlined in the page for the browser.
 * Held by tests/unit/i18n/clientNamespaces.test.ts: a client file's namespace missing here, in
 * its screen's list or in its on-demand part's list fails it.
 */
export const SHELL_NAMESPACES = [
  'header',
  'states',
  'error',
  'notifications',
  'consent',
  'coupon',
  'fragments',
  'accounts',
] as const satisfies readonly Namespace[];

/**
 * Shell namespaces of which the browser needs some words only; the rest are read on the server.
 * Held by tests/unit/i18n/shellKeys.test.ts against the client files that use them.
 */
export const SHELL_KEYS: Partial<Record<(typeof SHELL_NAMESPACES)[number], readonly string[]>> = {
  // The host's own words and the update notice the store raises; the ad-blocker notice brings its
  // words (ON_DEMAND_NAMESPACES.notices).
  notifications: ['main_error', 'main_done', 'region', 'errors', 'close', 'update_title', 'update_reload'],
  // The skeleton's label; the error block brings its words (ON_DEMAND_NAMESPACES.notices).
  fragments: ['loading'],
  // The empty coupon, its column toggle, the phone's bar, one-click and loading by code; the slip's
  // own words come with it (ON_DEMAND_NAMESPACES.couponSlip).
  coupon: [
    'title',
    'expand',
    'collapse',
    'empty',
    'emptyHint',
    'invalidAmount',
    'load',
    'loadCoupon',
    'loadCouponCode',
    'loadNotFound',
    'placeError',
    'loadFailed',
    'oneClick',
    'oneClickAmount',
    'oneClickPlaced',
    'barLabel',
    'barOpen',
    'sheetClose',
  ],
};

/** The sign-in, registration, forgot-password and social forms' words, wherever they show. */
const AUTH_FORMS = ['auth', 'authFields', 'forgotPassword', 'registration', 'socialAuth'] as const satisfies readonly Namespace[];

/**
 * Words of the parts loaded on demand (docs/decisions/client-messages.md): they travel with the part, not with every
 * page — every modal dialog (`modals`, around the host's dialog), the header's login dropdown and
 * the login, registration and forgot-password bodies (`authForms`) and the convert-account body,
 * which the office opens in the root ModalHost (`convertAccount`), and the header's and drawer's
 * quick-settings panel (`quickSettings`). components/ui/OnDemandMessages.tsx merges them over the shell's.
 */
export const ON_DEMAND_NAMESPACES = {
  modals: ['modals'],
  authForms: AUTH_FORMS,
  convertAccount: ['officeAccounts'],
  // The support request history modal (components/support/SupportHistoryModalBody.tsx), opened on any office page.
  supportHistory: ['support'],
  quickSettings: ['settings'],
  couponSlip: ['coupon'],
  // A signed-in page's limit watch and its dialogs (reality check, limit approval; limits-coupon-auth.md §4).
  limitWatch: ['limitWatch'],
  // Notices few page loads show: after an idle logoff, before a maintenance, an ad blocker found,
  // a fragment's error block (components/notifications/NoticeOnDemand.tsx).
  notices: ['idle', 'maintenance', 'notifications', 'fragments'],
} as const satisfies Record<string, readonly Namespace[]>;

export type OnDemandMessagesName = keyof typeof ON_DEMAND_NAMESPACES;

/**
 * What a screen adds for its own client components, in a nested provider around the screen
 * (components/providers/ScreenMessages.tsx). A screen's client components live in its feature
 * folder (components/office, components/sport, components/terms).
 */
export const SCREEN_NAMESPACES = {
  // The office pages; `responsible` for the responsible-gaming page and the deposit page's way to it.
  // security, twoFactor, documents, support and ideas: the office's part-one pages.
  // bonuses, cashback, rewards, offers and referrals: the office's part-two pages.
  office: [
    'office',
    'officeProfile',
    'officeAccounts',
    'payments',
    'responsible',
    'security',
    'twoFactor',
    'documents',
    'support',
    'ideas',
    'bonuses',
    'cashback',
    'rewards',
    'offers',
    'referrals',
  ],
  // The bonus, promotion and landing pages' client parts (take part, a promo code), and the points page.
  offers: ['offers', 'bonuses', 'rewards'],
  sport: ['line'],
  results: ['line', 'results'],
  // The onpay pages: a payment's real state after the provider's page, or a pay-and-play account
  // opening with its generated login and password (registration).
  payments: ['payments', 'onpay', 'registration'],
  // The login and registration pages show the forms in the page itself.
  auth: AUTH_FORMS,
  settings: ['settings'],
  terms: ['terms'],
  // The pages a letter links to (password reset, activation…): their words and the password fields'.
  accountLink: ['accountPages', 'authFields'],
  // The bet history and the coupon check (office pages with screens of their own).
  bets: ['office', 'bets', 'coupon'],
  // The casino layout's own client parts, on every casino page (components/shell/CasinoFrame.tsx):
  // the lobby's growing grids, the header's search box, the favourites' hearts, my casino.
  casino: ['casinoLobby'],
  // A live table on a live-casino game's page (components/tables).
  tables: ['tables'],
  // Casino tournaments: the leaderboard that moves, the player's own place (components/tournaments).
  tournaments: ['tournaments'],
  // The bonus games a player plays by a promotion or with points (components/bonusGames).
  bonusGames: ['bonusGames', 'casinoLobby'],
  // The games landings and the casino's first-deposit page: a game grid and the way to deposit.
  casinoLandings: ['casinoLandings', 'casinoLobby'],
} as const satisfies Record<string, readonly Namespace[]>;

export type ScreenMessagesName = keyof typeof SCREEN_NAMESPACES;
