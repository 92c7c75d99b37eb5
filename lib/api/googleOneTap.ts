import { z } from 'zod';
import { NETWORK_FAILURE_MESSAGE } from '@/lib/config/auth';
import { SOCIAL_API } from '@/lib/config/registration';
import { ApiError, failureOf } from './http/errors';
import { parseJson, parseWith } from './http/transport';

export const GoogleOneTapAnswerSchema = z.object({ redirectUrl: z.string().min(1) });

/** Shell spec §3: the Google one-tap payload (language, currency id, country id, the credential). */
export interface GoogleOneTapSignIn {
  credential: string;
  language: string;
  currencyId: number | null;
  countryId: number | null;
}

/**
 * `POST /social-api/oauth/google-one-tap` as a multipart form (shell spec §7); answers the page to
 * open. The client's JSON request path cannot send a form, so this one call uses fetch itself,
 * with the client's own error and payload rules. A visitor has no token: no bearer, no refresh.
 */
export async function signInWithGoogleOneTap(payload: GoogleOneTapSignIn): Promise<string> {
  const form = new FormData();
  form.set('credential', payload.credential);
  form.set('language', payload.language);
  if (payload.currencyId !== null) form.set('currency_id', String(payload.currencyId));
  if (payload.countryId !== null) form.set('country_id', String(payload.countryId));
  let response: Response;
  try {
    // No Content-Type: the browser writes the multipart boundary itself.
    response = await fetch(SOCIAL_API.oneTap, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(NETWORK_FAILURE_MESSAGE, 0);
  }
  const answer = parseJson(await response.text().catch(() => ''));
  if (!response.ok) throw failureOf(SOCIAL_API.oneTap, response.status, answer);
  return parseWith(GoogleOneTapAnswerSchema, answer, SOCIAL_API.oneTap, response.status).redirectUrl;
}
