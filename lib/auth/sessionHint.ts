import { COOKIE } from '@/lib/config/cookies';
import type { TokenSignature } from './tokenSignature';
import { tokenClaims } from './userToken';

/** What the middleware may believe about the visitor from cookies alone: an early check only. */
export interface SessionHint {
  signedIn: boolean;
  banLevel: number;
  banVersion: number;
}

export const GUEST_HINT: SessionHint = { signedIn: false, banLevel: 0, banVersion: 0 };

/**
 * Reads the session cookies: a `ua` session cookie, or a `user_token` whose payload parses and has
 * not expired, counts as signed in. A token that does not parse counts as nothing: with no `ua` the
 * visitor is a guest. When the middleware checked the token's signature against the backend's
 * published key (`signature`), a token that failed is ignored altogether — its `ban: 0` is never
 * believed; `unchecked` (no key published) reads the claims as a routing hint.
 * Pages and the backend check the session and the ban again; this only picks the early redirect.
 */
export function sessionHint(
  cookies: Readonly<Record<string, string>>,
  nowMs: number,
  signature: TokenSignature = 'unchecked',
): SessionHint {
  const claims = signature === 'invalid' ? null : tokenClaims(cookies[COOKIE.userToken]);
  const tokenValid = claims !== null && typeof claims.exp === 'number' && claims.exp * 1000 > nowMs;
  const signedIn = Boolean(cookies[COOKIE.session]) || tokenValid;
  if (!signedIn) return GUEST_HINT;
  const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
  return { signedIn, banLevel: tokenValid ? int(claims?.ban) : 0, banVersion: tokenValid ? int(claims?.bv) : 0 };
}
