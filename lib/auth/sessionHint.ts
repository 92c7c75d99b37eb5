import { COOKIE } from '@/lib/config/cookies';

/** What the middleware may believe about the visitor from cookies alone: an early check only. */
export interface SessionHint {
  signedIn: boolean;
  banLevel: number;
  banVersion: number;
}

function decodeBase64Url(text: string): string | null {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

interface Claims {
  exp?: unknown;
  ban?: unknown;
  bv?: unknown;
}

/** The payload of a user_token, unverified; null for anything that is not one. */
function readClaims(token: string | undefined): Claims | null {
  if (!token || token.length > 4096) return null;
  const json = decodeBase64Url(token.split('.')[0] ?? '');
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the session cookies without the signing secret: a `ua` session cookie, or a `user_token`
 * whose payload parses and has not expired, counts as signed in. Garbage counts as a visitor.
 * Pages and the backend check the session again; this only picks the early redirect.
 */
export function sessionHint(cookies: Readonly<Record<string, string>>, nowMs: number): SessionHint {
  const guest: SessionHint = { signedIn: false, banLevel: 0, banVersion: 0 };
  const claims = readClaims(cookies[COOKIE.userToken]);
  const tokenValid = claims !== null && typeof claims.exp === 'number' && claims.exp * 1000 > nowMs;
  const signedIn = Boolean(cookies[COOKIE.session]) || tokenValid;
  if (!signedIn) return guest;
  const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
  return { signedIn, banLevel: tokenValid ? int(claims?.ban) : 0, banVersion: tokenValid ? int(claims?.bv) : 0 };
}
