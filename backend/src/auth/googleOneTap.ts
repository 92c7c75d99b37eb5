import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { sameText, signClaims, verifyClaims } from './signed';
import type { SocialIdentity } from './social';

/** The client id the site's One Tap script is started with (a demo id: no Google project behind it). */
export const GOOGLE_CLIENT_ID = 'betsite-reference-demo.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';
const PURPOSE = 'google-id';
const CREDENTIAL_TTL_S = 3600;

const ClaimsSchema = z.object({
  iss: z.literal(ISSUER),
  aud: z.literal(GOOGLE_CLIENT_ID),
  sub: z.string().min(1).max(100),
  email: z.string().max(254).nullable(),
  name: z.string().max(100),
  exp: z.number(),
});

/**
 * The reference backend plays Google: credentials come from POST /__control/google-credential,
 * signed with the backend's secret. A real backend verifies Google's signed ID token (issuer,
 * audience = its client id, expiry) with Google's keys instead.
 */
export function signGoogleCredential(deps: AppDeps, person: { sub: string; email: string | null; name: string }): string {
  const exp = Math.floor(deps.clock.now() / 1000) + CREDENTIAL_TTL_S;
  return signClaims(PURPOSE, { iss: ISSUER, aud: GOOGLE_CLIENT_ID, ...person, exp }, deps.secret);
}

export function verifyGoogleCredential(deps: AppDeps, credential: string): SocialIdentity | null {
  const claims = verifyClaims(PURPOSE, credential.trim(), deps.secret, ClaimsSchema);
  if (!claims || claims.exp * 1000 <= deps.clock.now()) return null;
  return { provider: 'google', subject: claims.sub, name: claims.name, email: claims.email };
}

/** Google's double-submit token: the same value as a cookie and as a body field (shell-and-routing.md §7). */
export const GOOGLE_CSRF_FIELD = 'g_csrf_token';

/**
 * Google's One Tap contract: the post carries `g_csrf_token` both as a cookie and as a body field,
 * and they must be the same. Another site can make a browser post a form here but cannot set a
 * cookie on this origin, so a forged post lacks the cookie or has a different one: 403
 * `csrf_token_invalid` before the credential is even looked at.
 */
export function assertGoogleCsrf(c: Context, form: Record<string, unknown>): void {
  const cookie = getCookie(c, GOOGLE_CSRF_FIELD);
  const field = form[GOOGLE_CSRF_FIELD];
  if (!cookie || typeof field !== 'string' || field === '' || !sameText(cookie, field)) {
    throw new ApiError(403, 'The g_csrf_token cookie and body field are missing or differ', { code: 'csrf_token_invalid' });
  }
}
