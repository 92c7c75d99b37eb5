import type * as z from 'zod/mini';
import {
  API_ERROR_CODE,
  CAPTCHA_BODY_FIELD,
  FINGERPRINT_HEADER,
  TERMS_CHANGED_EXCEPTION_CODE,
  TERMS_CHANGED_STATUS,
} from '@/lib/config/auth';
import { isTokenExpired } from '@/lib/auth/userToken';
import { currentFingerprint, refreshFingerprint } from '../fingerprint';
import { refreshToken } from '../token';
import { bearer, currentToken, inBrowser } from './credentials';
import { ApiError, exceptionCode, failureOf, isRecord } from './errors';
import { currentCaptchaHandler, currentSessionEndedHandler, currentTermsChangedHandler } from './handlers';
import { parseJson, parseWith, send, type Method, type Reply } from './transport';

export interface GetOptions {
  /** Cookie header to forward from a server component (the session lives in cookies). */
  cookie?: string;
  signal?: AbortSignal;
}

export interface RequestOptions<S extends z.core.$ZodType | undefined> extends GetOptions {
  method?: Method;
  /** JSON body; when undefined a GET sends none and any other method `{}` (transport.ts jsonBodyOf). */
  body?: unknown;
  /** Schema of a successful answer; without one the answer body is not read. */
  schema?: S;
  /** Headers of this call (e.g. an idempotency key), under the client's own. */
  headers?: Readonly<Record<string, string>>;
  /** A 401 here is no news that the session ended (a logout of a session that may be gone already). */
  endsSession?: boolean;
}

type Answer<S> = S extends z.core.$ZodType ? z.output<S> : void;

interface ExchangeOptions extends GetOptions {
  endsSession?: boolean;
  method?: Method;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  accept?: 'json' | 'text';
}

// A captcha token travels in the JSON body, so only a request with a body that is an object (or
// none yet) can take it; a GET cannot.
function canCarryCaptcha(method: Method, body: unknown): boolean {
  return method !== 'GET' && (body === undefined || (isRecord(body) && !Array.isArray(body)));
}

function withCaptcha(body: unknown, captcha: string): Record<string, unknown> {
  return { ...(isRecord(body) ? body : {}), [CAPTCHA_BODY_FIELD]: captcha };
}

function authHeaders(token: string | null): Record<string, string> {
  const fingerprint = currentFingerprint();
  return { ...bearer(token), ...(fingerprint ? { [FINGERPRINT_HEADER]: fingerprint } : {}) };
}

/**
 * The client's rules around one request (limits-coupon-auth.md §4, §7, §8):
 * - the user_token goes as `Authorization: Bearer`; one whose `exp` has passed is refreshed first;
 * - 401: the token is refreshed (a shared refresh, reused for 60 s) and the request retried once;
 *   a refresh the backend refuses with 401 (the session ended) runs the session-ended handler;
 * - 451 with exception_code 1: the confirm-terms handler runs and the request fails;
 * - 400 `captcha_required`: the registered captcha step runs and the request is retried once with
 *   its token in the body's `captcha` field;
 * - 400 `fingerprint_required`: a new fingerprint is fetched and the request retried once.
 * The refresh and retry rules run in the browser only: a server process renders for many visitors
 * (a shared token or fingerprint would leak between them) and cannot hand a new cookie to the
 * browser from a server component; there a 401 is simply the answer.
 */
async function exchange(path: string, options: ExchangeOptions): Promise<Reply> {
  const { method = 'GET', cookie, signal, accept, headers } = options;
  const sessionEnded = () => {
    if (!options.endsSession) currentSessionEndedHandler()();
  };
  const browser = inBrowser();
  let body = options.body;
  let token = currentToken(cookie);
  let tokenRefreshed = false;
  let captchaTried = false;
  let fingerprintTried = false;

  // The backend refused the refresh with a 401: no session is left to refresh.
  let sessionGone = false;
  const refresh = () =>
    refreshToken().catch((refreshError: unknown) => {
      sessionGone = refreshError instanceof ApiError && refreshError.status === 401;
      throw refreshError;
    });

  if (browser && token && isTokenExpired(token, Date.now())) {
    tokenRefreshed = true;
    // A failed refresh was logged; the request goes without a token and the backend decides
    // (a public call still answers; a protected one gives its own 401).
    token = await refresh().catch(() => null);
  }

  for (;;) {
    const reply = await send(path, { method, body, cookie, signal, accept, headers: { ...headers, ...authHeaders(token) } });
    if (reply.ok) return reply;
    const answer = parseJson(reply.text);
    const error: ApiError = failureOf(path, reply.status, answer);
    if (!browser) throw error;

    if (reply.status === 401 && !tokenRefreshed) {
      tokenRefreshed = true;
      // A failed refresh rejects the request with the token error (limits-coupon-auth.md §8: rethrown);
      // a refresh the backend refused means the session ended under the page.
      token = await refresh().catch((refreshError: unknown) => {
        if (sessionGone) sessionEnded();
        throw refreshError;
      });
      continue;
    }
    if (reply.status === 401 && sessionGone) sessionEnded();
    if (reply.status === TERMS_CHANGED_STATUS && exceptionCode(answer) === TERMS_CHANGED_EXCEPTION_CODE) {
      currentTermsChangedHandler()();
      throw error;
    }
    if (reply.status === 400 && error.code === API_ERROR_CODE.captchaRequired && !captchaTried) {
      captchaTried = true;
      const handler = currentCaptchaHandler();
      if (!handler || !canCarryCaptcha(method, body)) throw error;
      // The player giving up the captcha fails the request with the server's code.
      const captcha = await handler({ path, error }).catch(() => null);
      if (captcha === null) throw error;
      body = withCaptcha(body, captcha);
      continue;
    }
    if (reply.status === 400 && error.code === API_ERROR_CODE.fingerprintRequired && !fingerprintTried) {
      fingerprintTried = true;
      if ((await refreshFingerprint()) !== null) continue;
    }
    throw error;
  }
}

/**
 * The one request path of the API client: JSON in and out, the server's JSON:API detail (or its
 * `data.message`) as the error message and its code as `code`, a bad payload as an ApiError,
 * never `undefined`.
 */
export async function requestJson<S extends z.core.$ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Answer<S>> {
  const { schema, ...rest } = options;
  const reply = await exchange(path, rest);
  if (!schema) return undefined as Answer<S>;
  return parseWith(schema, parseJson(reply.text), path, reply.status) as Answer<S>;
}

/** Same rules for an answer read as text, never parsed as JSON (limits-coupon-auth.md §7: the session call). */
export async function requestText(path: string, options: GetOptions = {}): Promise<string> {
  return (await exchange(path, { ...options, accept: 'text' })).text;
}
