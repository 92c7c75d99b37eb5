import { COOKIE } from '@/lib/config/cookies';

/**
 * The user_token the backend issues: `base64url(JSON{sid,uid,exp,ban,bv}).base64url(ES256 r‖s)`,
 * `exp` in epoch seconds. Reading the claims here checks nothing: enough for the bearer header and
 * the cookie's lifetime. The middleware verifies the signature with the backend's published key
 * (tokenSignature.ts) before it believes `ban`/`exp`; the backend verifies it on every call.
 */
export interface TokenClaims {
  exp?: unknown;
  ban?: unknown;
  bv?: unknown;
}

/** Longer than any token the backend issues; a longer value is not one. */
const MAX_TOKEN_LENGTH = 4096;

function decodeBase64Url(text: string): string | null {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

/** The payload of a user_token, unverified; null for anything that is not one. */
export function tokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const json = decodeBase64Url(token.split('.')[0] ?? '');
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** When the token expires, epoch ms; null when it carries no readable `exp`. */
export function tokenExpiresAtMs(token: string | null | undefined): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * Whether a token must be refreshed before it is sent (limits-coupon-auth.md §4: "an expired token forces a
 * refresh"). A token without a readable `exp` is sent as it is: the backend is the judge of it.
 */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const expiresAt = tokenExpiresAtMs(token);
  return expiresAt !== null && expiresAt <= nowMs;
}

/**
 * Max-Age of the user_token cookie, seconds: the cookie expires with the token (limits-coupon-auth.md §3).
 * `fallbackExpS` (the answer's `expires_at`) serves when the token has no readable `exp`;
 * 0 means "already expired: do not write it".
 */
export function userTokenMaxAgeS(token: string, nowMs: number, fallbackExpS?: number | null): number {
  const expiresAt = tokenExpiresAtMs(token) ?? (typeof fallbackExpS === 'number' ? fallbackExpS * 1000 : null);
  if (expiresAt === null) return 0;
  return Math.max(0, Math.floor((expiresAt - nowMs) / 1000));
}

/** One cookie's value from a `Cookie` header or `document.cookie`; null when it is not there. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}

/** The user_token from a `Cookie` header or `document.cookie`. */
export function userTokenFrom(cookieHeader: string | null | undefined): string | null {
  return readCookie(cookieHeader, COOKIE.userToken);
}
