import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { SOCIAL_STATE_TTL_MS } from './signInRules';
import { sameText } from './signed';

/**
 * Binds a social sign-in's `state` to the browser that started it (login CSRF, docs/decisions/social-login-state.md).
 * Without it any page could post a state from the attacker's own round trip to our callback and
 * sign the visitor in as the attacker. /authorize sets this cookie with the state's hash; the
 * callback accepts a state only when the posting browser sends the matching hash.
 */
export const SOCIAL_STATE_COOKIE = 'social_state';

/** SHA-256 of the state, base64url: the cookie never holds the state itself. */
export const socialStateHash = (state: string) => createHash('sha256').update(state).digest('base64url');

/** Only the provider's own callback ever receives the cookie. */
const callbackPath = (provider: string) => `/social-api/oauth/${encodeURIComponent(provider)}/callback`;

/**
 * SameSite=Lax, not Strict: with a real provider the browser comes back from the provider's site,
 * a cross-site top-level navigation, and a Strict cookie is not sent on it (the honest round trip
 * would always fail). Lax is sent on that navigation and still withheld from another site's
 * subresource requests and cross-site POSTs. HttpOnly: no script needs it. Secure as the session
 * cookies (production). It lives as long as the state.
 */
const attributes = (deps: AppDeps, provider: string) => ({
  path: callbackPath(provider),
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: deps.secureCookies === true,
});

export function setSocialStateCookie(c: Context, deps: AppDeps, provider: string, state: string): void {
  setCookie(c, SOCIAL_STATE_COOKIE, socialStateHash(state), {
    ...attributes(deps, provider),
    maxAge: Math.floor(SOCIAL_STATE_TTL_MS / 1000),
  });
}

/** The callback spends the binding whatever the outcome: a state is good for one post. */
export function clearSocialStateCookie(c: Context, deps: AppDeps, provider: string): void {
  deleteCookie(c, SOCIAL_STATE_COOKIE, attributes(deps, provider));
}

/** Whether this browser started the round trip of `state` (its cookie holds the state's hash). */
export function isStateOfThisBrowser(c: Context, state: string): boolean {
  const bound = getCookie(c, SOCIAL_STATE_COOKIE);
  return Boolean(bound) && state !== '' && sameText(bound ?? '', socialStateHash(state));
}
