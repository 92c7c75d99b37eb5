// Allowed values of the constrained route parameters (shell-and-routing.md §2, §5).
import { CASINO_TAG_FILTERS, LIVE_SUBCATEGORIES as LIVE_SUBS, SLOTS_SUBCATEGORIES as SLOTS_SUBS, type CasinoCategory } from '@/lib/config/casino';

/** Digits only: print-coupon ids, game and championship ids, rule groups. */
export const DIGITS = /^\d{1,18}$/;
/** A readable slug: letters, digits, `-`, `_`, `.`; what names of sports, teams and pages look like. */
export const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

export const LINE_SECTIONS = ['line', 'live'] as const;
/** Page types with a prefix; the main page type has none (shell-and-routing.md §2). */
export const PAGE_TYPES = ['betsonyour', 'topgame', 'marble', 'team'] as const;
/** Menu sections of the line (not named by the spec: docs/decisions/route-patterns.md). */
export const MENU_SECTIONS = ['popular', 'today', 'upcoming', 'recommended'] as const;
export const ESPORTS_TYPES = ['real', 'virtual', 'stream'] as const;
export const TOTO_CHILDREN = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
export const LOTTO_SECTIONS = ['catalog', 'results', 'view'] as const;
export const RESULTS_TYPES = ['live', 'zone'] as const;
export const REGISTRATION_TYPES = ['one_click', 'phone', 'full', 'social', 'pay-and-play', 'socialregistration'] as const;
export const ACTIVATE_TYPES = ['activatefast', 'activate'] as const;
/** Payment route statuses (shell-and-routing.md §9). */
/** A payment's id as the cashier gives it (docs/payments-api.md): a support request names its transaction by it. */
export const PAYMENT_ID = /^pay_[0-9a-f]{24}$/;
export const PAYMENT_STATUSES = ['success', 'fail', 'pending', 'cancel'] as const;
export const BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon'] as const;
export const BONUS_TABS = ['rules', 'games', 'partners'] as const;
/**
 * `slots/{subcategory}`: the slots' subcategories, their tags (`slots/new`), and `vulkan`, where
 * the old /vulkan address leads (all slots).
 */
export const SLOTS_SUBCATEGORIES = [...SLOTS_SUBS, ...CASINO_TAG_FILTERS, 'vulkan'] as const;
/** `casino/{subcategory}`: the live casino's subcategories. */
export const LIVE_SUBCATEGORIES = LIVE_SUBS;
/** Thank-you pages of the casino sections, with the category whose games each offers next. */
export const CASINO_THANK_YOU = [
  ['slots', 'slots'],
  ['casino', 'live'],
  ['keno', 'keno'],
] as const satisfies ReadonlyArray<readonly [string, CasinoCategory]>;

/** Information pages of shell-and-routing.md §2, in the footer's order. */
export const INFO_PAGES = [
  'about',
  'contacts',
  'howbet',
  'licenses',
  'responsiblegaming',
  'cookies',
  'consent',
  'taxation',
  'ussdinstruction',
  'simpleidentification',
  'amlkyc',
  'smsbets',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'cash_terminals',
  'betting-calculator',
] as const;
export type InfoPageSlug = (typeof INFO_PAGES)[number];

/** Block pages by block reason (shell-and-routing.md §4). */
export const BLOCK_PAGE_BY_REASON: Readonly<Record<number, BlockPage>> = {
  4: 'site-updates',
  16: 'suspension',
  1: 'block',
  2: 'block',
  3: 'block',
  5: 'block',
  14: 'block',
  13: 'block-ua',
  17: 'block-ie',
  8: 'coming-soon',
};
export const BLOCK_PAGES = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'] as const;
export type BlockPage = (typeof BLOCK_PAGES)[number];

/** Old landing URLs that now live under promotions/{slug} (not listed by the spec: docs/decisions/legacy-urls.md). */
export const OLD_LANDING_PREFIXES = ['landings', 'action', 'special-offer'] as const;

/** Office pages (shell-and-routing.md §2, personal office). */
export const OFFICE_PAGES = [
  'account',
  'paycheck',
  'history',
  'historypay',
  'recharge',
  'security',
  'responsible',
  'settings',
  'deduce',
  'promotion',
  'bringfriend',
  'support',
  'rewards',
  'verification',
  'share-idea',
] as const;

/**
 * Casino-layout pages that are one word each (shell-and-routing.md §2, casino layout) and the category each
 * shows; the lobby and the search have screens of their own (null), the slot-first-deposit page
 * offers the slots.
 */
export const CASINO_SIMPLE_PAGES = [
  ['bingo', 'bingo'],
  ['fishinghunting', 'fishinghunting'],
  ['tvgames', 'tvgames'],
  ['scratchcards', 'scratchcards'],
  ['virtualsports', 'virtualsports'],
  ['fast-games', 'fast-games'],
  ['fast-bet', 'fast-bet'],
  ['asian-games', 'asian-games'],
  ['card-games', 'card-games'],
  ['crash-games', 'crash-games'],
  ['skill-games', 'skill-games'],
  ['casino-lobby', null],
  ['casino-search', null],
  ['othergames', 'othergames'],
  ['slot-first-deposit', 'slots'],
] as const satisfies ReadonlyArray<readonly [string, CasinoCategory | null]>;
