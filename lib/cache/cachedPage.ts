import { COOKIE } from '@/lib/config/cookies';
import type { RouteMatch } from '@/lib/routes/match';

/**
 * Cookies a page renders from: the session, consent and every display preference. Only the
 * language cookie is left out — the path carries the language. A visitor with any of these gets
 * the page rendered for him; without them, every visitor sees the same page.
 */
const RENDERED_FROM = new Set<string>(Object.values(COOKIE).filter((name) => name !== COOKIE.language));

export interface CachedPageFacts {
  method: string;
  /** The query with its `?` ('' when none): a page may read it, so any query renders per request. */
  search: string;
  cookies: Readonly<Record<string, string>>;
  match: RouteMatch | null;
}

/**
 * Whether this request may be answered from the cached page of its route (docs/cached-pages.md):
 * a read of a route the manifest marks `cached`, with no query and no cookie a page renders from.
 * Decided after the guard chain let the request through, which stays exactly as it is.
 */
export function servesCachedPage({ method, search, cookies, match }: CachedPageFacts): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (search !== '' && search !== '?') return false;
  if (!match?.route.cached) return false;
  return !Object.keys(cookies).some((name) => RENDERED_FROM.has(name));
}
