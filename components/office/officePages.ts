import { ROUTES, type RouteEntry, type RouteName } from '@/lib/routes/manifest';
import { href } from '@/lib/routes/href';
import { offeredAudience, type RouteSwitches } from '@/lib/routes/offered';

/** The office menu's groups, in the order a betting office lists them (docs/decisions/office-screens.md). */
export const OFFICE_GROUPS = ['account', 'money', 'bets', 'bonuses', 'security', 'help'] as const;
export type OfficeGroup = (typeof OFFICE_GROUPS)[number];

/**
 * Where each office page sits in the menu, in its order there. Which pages exist is the
 * manifest's: a page it gains and this leaves out still shows, at the end of the account group.
 */
const PLACE: Partial<Record<RouteName, OfficeGroup>> = {
  officeAccount: 'account',
  officeSettings: 'account',
  officeResponsible: 'account',
  officeRecharge: 'money',
  officeDeduce: 'money',
  officeHistorypay: 'money',
  officeHistory: 'bets',
  officePaycheck: 'bets',
  officePromotion: 'bonuses',
  officeBonusesDeposit: 'bonuses',
  officeBonusesWager: 'bonuses',
  officeVipCashback: 'bonuses',
  officePremiumCashback: 'bonuses',
  officeRewards: 'bonuses',
  officeBringfriend: 'bonuses',
  officeSecurity: 'security',
  officeVerification: 'security',
  officeIdentification: 'security',
  officeSupport: 'help',
  officePaymentRequests: 'help',
  officeCreateRequest: 'help',
  officeShareIdea: 'help',
};
const ORDER = Object.keys(PLACE);

/**
 * The office pages a menu can open: the manifest's office screens whose path needs no parameter
 * (a payment request's topic or transaction is reached from its list, not from a menu).
 */
export const OFFICE_PAGES: readonly RouteEntry[] = ROUTES.filter(
  (route) => route.page === '(main)/office/[[...path]]' && !route.redirect && !route.pattern.includes(':'),
);

export interface OfficeMenuGroup {
  group: OfficeGroup;
  pages: { name: RouteName; href: string }[];
}

/**
 * The office pages by group for a player, those the site config switches off left out
 * (shell-and-routing.md §5: identification only with its setting). Empty groups are dropped.
 */
export function officeMenu(lng: string, config: RouteSwitches | null): OfficeMenuGroup[] {
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  const pages = OFFICE_PAGES.map((route) => ({ name: route.name as RouteName, href: href(lng, route.name as RouteName) }))
    .filter((page) => offeredAudience(page.href, config, true) !== null)
    .sort((a, b) => rank(a.name) - rank(b.name));
  return OFFICE_GROUPS.map((group) => ({
    group,
    pages: pages.filter((page) => (PLACE[page.name] ?? 'account') === group),
  })).filter((entry) => entry.pages.length > 0);
}
