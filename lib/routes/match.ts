import { ROUTES, type RouteEntry } from './manifest';
import { matchParts, parsePattern, pathSegments, type Params } from './pattern';
import { pathWithoutLanguage } from './localized';

export interface RouteMatch {
  route: RouteEntry;
  params: Params;
}

const compiled = ROUTES.map((route) => ({ route, parts: parsePattern(route.pattern) }));

/**
 * The manifest entry for a path after its language prefix (`/office/account`, '' for home),
 * with its parameters; null when no route matches or a parameter breaks its rule (a 404).
 */
export function matchRoute(path: string): RouteMatch | null {
  const segments = pathSegments(path);
  if (!segments) return null;
  for (const { route, parts } of compiled) {
    const params = matchParts(parts, segments, route.params);
    if (params) return { route, params };
  }
  return null;
}

/** Same as matchRoute, from the segments a catch-all page receives (already decoded by Next). */
export function matchSegments(prefix: string, segments: readonly string[] | undefined): RouteMatch | null {
  const path = [prefix, ...(segments ?? []).map(encodeURIComponent)].join('/');
  return matchRoute(path.startsWith('/') || path === '' ? path : `/${path}`);
}


/** The manifest entry of a full path, language prefix included; null when none matches. */
export function routeOfPathname(pathname: string): RouteMatch['route'] | null {
  return matchRoute(pathWithoutLanguage(pathname))?.route ?? null;
}
