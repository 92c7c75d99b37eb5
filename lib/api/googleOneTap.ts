import * as z from 'zod/mini';
import { oneTapCsrfCookie } from '@/lib/auth/oneTap';
import { NETWORK_FAILURE_MESSAGE } from '@/lib/config/auth';
import { GOOGLE_CSRF_TOKEN, GOOGLE_CSRF_TOKEN_MAX_AGE_S, SOCIAL_API } from '@/lib/config/registration';
import { ApiError, failureOf } from './http/errors';
import { parseJson, parseWith } from './http/transport';

export const GoogleOneTapAnswerSchema = z.object({ redirectUrl: z.string().check(z.minLength(1)) });

/** shell-and-routing.md §3: the Google one-tap payload (language, currency id, country id, the credential). */
export interface GoogleOneTapSignIn {
  credential: string;
  language: string;
  currencyId: number | null;
  countryId: number | null;
}

/** A fresh random value for the double submit (32 bytes, hex). */
function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Writes (or with maxAgeS 0 deletes) the double-submit cookie, sent only to the One Tap call. */
function writeCsrfCookie(value: string, maxAgeS: number): void {
  document.cookie = oneTapCsrfCookie(GOOGLE_CSRF_TOKEN, value, {
    path: SOCIAL_API.oneTap,
    maxAgeS,
    https: window.location.protocol === 'https:',
  });
}

/**
 * `POST /social-api/oauth/google-one-tap` as a multipart form (shell-and-routing.md §7); answers the page to
 * open. The client's JSON request path cannot send a form, so this one call uses fetch itself,
 * with the client's own error and payload rules. A visitor has no token: no bearer, no refresh.
 * Google's double submit: the same random `g_csrf_token` as a cookie and as a form field (the
 * backend answers 403 `csrf_token_invalid` otherwise); the cookie is deleted once answered.
 */
export async function signInWithGoogleOneTap(payload: GoogleOneTapSignIn): Promise<string> {
  const csrf = randomToken();
  const form = new FormData();
  form.set(GOOGLE_CSRF_TOKEN, csrf);
  form.set('credential', payload.credential);
  form.set('language', payload.language);
  if (payload.currencyId !== null) form.set('currency_id', String(payload.currencyId));
  if (payload.countryId !== null) form.set('country_id', String(payload.countryId));
  let response: Response;
  writeCsrfCookie(csrf, GOOGLE_CSRF_TOKEN_MAX_AGE_S);
  try {
    // No Content-Type: the browser writes the multipart boundary itself.
    response = await fetch(SOCIAL_API.oneTap, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(NETWORK_FAILURE_MESSAGE, 0);
  } finally {
    writeCsrfCookie('', 0);
  }
  const answer = parseJson(await response.text().catch(() => ''));
  if (!response.ok) throw failureOf(SOCIAL_API.oneTap, response.status, answer);
  return parseWith(GoogleOneTapAnswerSchema, answer, SOCIAL_API.oneTap, response.status).redirectUrl;
}
