import type { SiteConfig } from '@/lib/api/siteConfig';
import type { RouteEntry } from './types';
import { matchRoute } from './match';
import { pathWithoutLanguage } from './localized';

/** The site config's switches that take a route away (shell-and-routing.md §5). */
export type RouteSwitches = Pick<
  SiteConfig,
  'forbiddenPaths' | 'availableRouteIds' | 'statisticEnabled' | 'identificationEnabled' | 'registrationEnabled' | 'paymentPage'
>;

/**
 * Whether the site config switches a route off at a full path (language prefix included): a
 * forbidden path, a route id that is not enabled, a feature flag that is off (shell-and-routing.md §5).
 * The 404 guard and the menus ask the same question, so a menu never offers a page that answers 404.
 */
export function isSwitchedOff(route: RouteEntry, fullPath: string, config: RouteSwitches): boolean {
  if (config.forbiddenPaths.some((forbidden) => forbidden !== '' && fullPath.includes(forbidden))) return true;
  if (route.routeId !== undefined && !config.availableRouteIds.includes(route.routeId)) return true;
  switch (route.flag) {
    case 'statisticEnabled':
    case 'identificationEnabled':
    case 'registrationEnabled':
      return !config[route.flag];
    case 'paymentPage':
      return !config.paymentPage.available;
    default:
      return false;
  }
}

/** Who a menu shows a link to (shell-and-routing.md §6): everyone, players only, or visitors only. */
export type Audience = 'all' | 'players' | 'visitors';

/**
 * A menu's link to a site path built by `href()`: who it is for, read from the route the path
 * matches; null when the path opens no page there (no route, a redirect's source, a page only
 * outside production, or one the site config switches off). Without a config nothing is switched
 * off: the page itself checks again.
 */
export function offeredAudience(
  fullPath: string,
  config: RouteSwitches | null,
  production: boolean,
): Audience | null {
  const match = matchRoute(pathWithoutLanguage(fullPath));
  if (!match) return null;
  const { route } = match;
  if (route.redirect || (route.devOnly && production)) return null;
  if (config && isSwitchedOff(route, fullPath, config)) return null;
  if (route.access === 'auth' || route.access === 'auth-app') return 'players';
  if (route.access === 'guest-only') return 'visitors';
  return 'all';
}
