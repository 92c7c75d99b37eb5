import type { SiteConfig } from '@/lib/api/siteConfig';
import { sessionHint, type SessionHint } from '@/lib/auth/sessionHint';
import { DEFAULT_GEO_COUNTRY } from '@/lib/config/guards';
import { matchRoute, type RouteMatch } from '@/lib/routes/match';
import type { RequestFacts } from './facts';

/** What every guard after the language one sees: the facts, parsed once. */
export interface GuardContext {
  lng: string;
  /** The path after the language prefix ('' for the language root). */
  path: string;
  /** The query with its `?`, as sent. */
  search: string;
  match: RouteMatch | null;
  config: SiteConfig | null;
  session: SessionHint;
  country: string;
  production: boolean;
}

export function guardContext(facts: RequestFacts, lng: string): GuardContext {
  const path = facts.pathname.slice(lng.length + 1);
  return {
    lng,
    path,
    search: facts.search,
    match: matchRoute(path),
    config: facts.config ?? null,
    session: sessionHint(facts.cookies, facts.now ?? Date.now(), facts.userTokenSignature),
    country: (facts.country || DEFAULT_GEO_COUNTRY).toLowerCase(),
    production: facts.production ?? true,
  };
}
