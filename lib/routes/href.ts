import { routeByName, type RouteEntry, type RouteName } from './manifest';
import { buildPath } from './build';
import { localizedPath, withQuery } from './localized';

type Params = Readonly<Record<string, string | number | undefined>>;

/**
 * A site path from the manifest: `href('ru', 'line', { sport: 'football' })` → `/ru/line/football`.
 * Optional parameters left out are dropped with their slash; values are URL-encoded. The name is a
 * manifest name (`RouteName`): a name outside the manifest fails the type check.
 */
export function href(lng: string, name: RouteName, params: Params = {}, search?: string): string {
  return pathOf(lng, routeByName(name), params, search);
}

/** The path of a manifest entry found at run time (a redirect's target, a route's variant). */
export function pathOf(lng: string, route: RouteEntry, params: Params = {}, search?: string): string {
  return withQuery(localizedPath(lng, buildPath(route.pattern, params)), search);
}

/** Whether a value is allowed for a constrained parameter of a route. */
export function isAllowedParam(name: RouteName, key: string, value: string): boolean {
  const rule = routeByName(name).params?.[key];
  if (!rule) return true;
  return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
}
