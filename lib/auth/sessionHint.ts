import { COOKIE } from '@/lib/config/cookies';
import { tokenClaims } from './userToken';

/** What the middleware may believe about the visitor from cookies alone: an early check only. */
export interface SessionHint {
  signedIn: boolean;
  banLevel: number;
  banVersion: number;
}

/**
 * Reads the session cookies without the signing secret: a `ua` session cookie, or a `user_token`
 * whose payload parses and has not expired, counts as signed in. Garbage counts as a visitor.
 * Pages and the backend check the session again; this only picks the early redirect.
 */
export function sessionHint(cookies: Readonly<Record<string, string>>, nowMs: number): SessionHint {
  const guest: SessionHint = { signedIn: false, banLevel: 0, banVersion: 0 };
  const claims = tokenClaims(cookies[COOKIE.userToken]);
  const tokenValid = claims !== null && typeof claims.exp === 'number' && claims.exp * 1000 > nowMs;
  const signedIn = Boolean(cookies[COOKIE.session]) || tokenValid;
  if (!signedIn) return guest;
  const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
  return { signedIn, banLevel: tokenValid ? int(claims?.ban) : 0, banVersion: tokenValid ? int(claims?.bv) : 0 };
}
