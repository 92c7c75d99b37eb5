import type { RouteEntry, RouteScreenKind } from './types';

/** A route's screen as its manifest entry gives it; a route that names none shows the games lead. */
export function screenOf(route: RouteEntry): RouteScreenKind {
  return route.screen ?? { kind: 'lead', lead: 'games' };
}
