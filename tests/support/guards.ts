import type { SiteConfig } from '@/lib/api/siteConfig';
import type { RequestFacts } from '@/lib/guards/facts';
import { defaultSiteConfig } from '@/backend/src/siteConfig';

/** The reference backend's seed config (its own definition): every route id on, nothing blocked. */
export function siteConfig(over: Partial<SiteConfig> = {}): SiteConfig {
  return { ...defaultSiteConfig(), userTokenKey: null, ...over };
}

export const NOW = Date.UTC(2026, 10, 22, 12);

/** A user_token with these claims (unsigned: the middleware never checks the signature). */
export function token(claims: Record<string, unknown>): string {
  return `${Buffer.from(JSON.stringify({ sid: 's', uid: 1, exp: NOW / 1000 + 3600, ...claims })).toString('base64url')}.sig`;
}

export const SIGNED_IN = { ua: 'a'.repeat(64) };

/** Facts for a request to `url` (path and query), with the seed config unless told otherwise. */
export function facts(url: string, over: Partial<RequestFacts> = {}): RequestFacts {
  const [pathname = '/', query] = url.split('?');
  return {
    pathname,
    search: query ? `?${query}` : '',
    cookies: {},
    acceptLanguage: null,
    country: null,
    config: siteConfig(),
    production: true,
    now: NOW,
    ...over,
  };
}
