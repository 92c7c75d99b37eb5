import type { ParamRule } from './pattern';
import type { CasinoCategory, CasinoTagFilter } from '@/lib/config/casino';
import type { LINE_SECTIONS } from './values';

export type LayoutGroup = 'main' | 'casino' | 'headless' | 'empty' | 'maintenance' | 'blocked';

/**
 * Who may open a route (shell-and-routing.md §6): anyone; visitors only (a signed-in user is sent to the
 * account); signed-in users (visitors go to login); signed-in users via the account app (visitors
 * go to the authorisation app page).
 */
export type Access = 'public' | 'guest-only' | 'auth' | 'auth-app';

/** Site-config switches a route depends on (shell-and-routing.md §5). */
export type SiteFlag = 'statisticEnabled' | 'identificationEnabled' | 'registrationEnabled' | 'paymentPage';

/** The short text a route page without a screen of its own shows under its title (messages `routeLead`). */
export type LeadKey =
  | 'toto'
  | 'lotto'
  | 'statistic'
  | 'editorial'
  | 'apps'
  | 'account'
  | 'technical'
  | 'games'
  | 'bonus'
  | 'block'
  | 'payment';

/**
 * What the generic route page (components/routes/RouteScreen.tsx) shows beside its title: the
 * data the backend already has for it, or a screen of its own.
 */
export type RouteScreenKind =
  | { kind: 'casino'; category?: CasinoCategory; tag?: CasinoTagFilter }
  | { kind: 'casinoLobby' }
  | { kind: 'casinoSearch' }
  | { kind: 'casinoThankYou'; category: CasinoCategory }
  | { kind: 'myCasino' }
  | { kind: 'myCasinoFavorites' }
  | { kind: 'providers' }
  | { kind: 'esports' }
  | { kind: 'results' }
  | { kind: 'multiLive' }
  | { kind: 'recharge' }
  | { kind: 'deduce' }
  | { kind: 'responsible' }
  | { kind: 'paymentHistory' }
  | { kind: 'paymentRequests' }
  | { kind: 'createPaymentRequest' }
  | { kind: 'topEvents' }
  | { kind: 'champResults' }
  | { kind: 'promotions' }
  | { kind: 'promotion' }
  | { kind: 'office' }
  | { kind: 'settings' }
  | { kind: 'rules' }
  | { kind: 'casinoGame' }
  | { kind: 'team' }
  | { kind: 'betHistory' }
  | { kind: 'paycheck' }
  | { kind: 'printCoupon' }
  | { kind: 'security' }
  | { kind: 'verification' }
  | { kind: 'support' }
  | { kind: 'shareIdea' }
  | { kind: 'accountLink' }
  | { kind: 'bonuses' }
  | { kind: 'cashback'; programme: 'vip' | 'premium' }
  | { kind: 'officePromotion' }
  | { kind: 'bringFriend' }
  | { kind: 'rewards' }
  | { kind: 'points' }
  | { kind: 'bonus' }
  | { kind: 'casinoBonus' }
  | { kind: 'cmsLanding' }
  | { kind: 'firstBonus' }
  | { kind: 'tournaments' }
  | { kind: 'bonusGames' }
  | { kind: 'gamesLanding' }
  | { kind: 'slotFirstDeposit' }
  | { kind: 'lead'; lead: LeadKey };

export interface Redirect {
  /** Target route; parameters of the same name carry over. */
  to: string;
  /** Parameters fixed by the redirect. */
  with?: Readonly<Record<string, string>>;
  /** Query added to the kept query. */
  query?: Readonly<Record<string, string>>;
}

export interface RouteEntry {
  /** The route's name, as the spec names it where it does. */
  name: string;
  /** Relative to `/{lng}`; see lib/routes/pattern.ts. */
  pattern: string;
  layout: LayoutGroup;
  access: Access;
  /** The page folder under app/[lng] that renders it; none for a route that only redirects. */
  page?: string;
  params?: Readonly<Record<string, ParamRule>>;
  /** The route exists only while this id is in the site config's availableRouteIds. */
  routeId?: number;
  flag?: SiteFlag;
  redirect?: Redirect;
  /** Reachable during maintenance (the maintenance page itself, technical pages). */
  maintenanceExempt?: boolean;
  /** Reachable whatever the block reason (accountverify, the block pages). */
  blockExempt?: boolean;
  /** A block page: shown for a block reason, gone once the block is lifted. */
  blockPage?: boolean;
  /** Reachable by banned users whose level the ban version allows (the deduce page). */
  banExempt?: boolean;
  /** Exists only outside production. */
  devOnly?: boolean;
  /** Not for search engines: left out of the sitemap and marked noindex (account actions, popups…). */
  noIndex?: boolean;
  /** Navigation keeps the scroll position (shell-and-routing.md §2). */
  keepScroll?: boolean;
  /** The route's variant under the other promoBonusToOffer setting (shell-and-routing.md §5). */
  offerVariant?: { of: string; offer: boolean };
  /** Dictionary ids loaded with the route (shell-and-routing.md §7); their meaning is not shown. */
  dictionaries?: readonly string[];
  /** What the generic route page shows for it; the games lead when left out. */
  screen?: RouteScreenKind;
  /**
   * Served to a visitor without a session or preference cookies from a page rendered once per
   * language and kept until the backend's data changes (docs/cached-pages.md).
   * The page folder must exist under app/[lng]/cached too.
   */
  cached?: boolean;
  /** The betting section a line or live route shows: its screen reads it here, never from the pattern. */
  section?: (typeof LINE_SECTIONS)[number];
}
