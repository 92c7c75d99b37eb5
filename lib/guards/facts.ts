import type { SiteConfig } from '@/lib/api/siteConfig';
import type { TokenSignature } from '@/lib/auth/tokenSignature';

// What the guard chain may know about a request: the path, the query, the cookies, a few headers
// and the cached site config. Deciders are pure functions of these facts (no network, no database).
export interface RequestFacts {
  /** The path as the browser sent it, e.g. `/ru/casino`. */
  pathname: string;
  /** The query string with its leading `?`, or '' when there is none. */
  search: string;
  cookies: Readonly<Record<string, string>>;
  acceptLanguage: string | null;
  /** The visitor's country from the CDN's geo header, lower-case, or null. */
  country?: string | null;
  /** The site config as last loaded; null when it could not be loaded at all. */
  config?: SiteConfig | null;
  production?: boolean;
  /** Epoch ms, for token expiry. */
  now?: number;
  /**
   * The user_token's signature checked against the backend's published key (the middleware does it
   * before the chain runs, lib/auth/tokenSignature.ts); `invalid` makes the token count as absent.
   * Omitted means `unchecked`.
   */
  userTokenSignature?: TokenSignature;
}

/** What a decider wants done. `null` from a decider means "no opinion, ask the next one". */
export type Decision =
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; language: string }
  | { kind: 'error'; status: 500; message: string; language: string }
  | { kind: 'next'; language: string };
