import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { REMEMBER_MAX_AGE_S } from './signInRules';
import { SESSION_COOKIE, TOKEN_COOKIE } from './sessions';

/**
 * Whether session cookies carry `Secure`: BACKEND_SECURE_COOKIES=1/true or 0/false decides; without
 * it, NODE_ENV=production. (`npm start` runs this backend without NODE_ENV, so on plain-http
 * localhost the cookies work in every browser; an operator behind HTTPS sets either variable.)
 */
export function secureCookiesFromEnv(env: Record<string, string | undefined>): boolean {
  const flag = env.BACKEND_SECURE_COOKIES?.trim().toLowerCase();
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  return env.NODE_ENV === 'production';
}

const base = (deps: AppDeps) => ({ path: '/', sameSite: 'Lax' as const, secure: deps.secureCookies === true });

/**
 * `user_token`: readable by script (the site builds the bearer header from it), expiring with the
 * token itself (limits-coupon-auth.md §3 "The user token cookie has an expiry taken from the token").
 */
export function setUserTokenCookie(c: Context, deps: AppDeps, token: string, expSeconds: number): void {
  const maxAge = Math.max(0, expSeconds - Math.floor(deps.clock.now() / 1000));
  setCookie(c, TOKEN_COOKIE, token, { ...base(deps), maxAge });
}

/**
 * `ua`: HttpOnly, the session id. "Remember me" keeps it 24 h (the session's own life); otherwise it
 * is a browser-session cookie, gone when the browser closes (the server session still ends at 24 h).
 */
export function setSessionCookies(
  c: Context,
  deps: AppDeps,
  issued: { sessionId: string; userToken: string; tokenExp: number },
  remember: boolean,
): void {
  setCookie(c, SESSION_COOKIE, issued.sessionId, {
    ...base(deps),
    httpOnly: true,
    ...(remember ? { maxAge: REMEMBER_MAX_AGE_S } : {}),
  });
  setUserTokenCookie(c, deps, issued.userToken, issued.tokenExp);
}

export function clearSessionCookies(c: Context, deps: AppDeps): void {
  deleteCookie(c, SESSION_COOKIE, { ...base(deps), httpOnly: true });
  deleteCookie(c, TOKEN_COOKIE, base(deps));
}
