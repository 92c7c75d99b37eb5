// The API client (ARCHITECTURE.md: "one fetch wrapper"). Endpoint files import from here.
import type * as z from 'zod/mini';
import { ApiError } from './errors';
import { requestJson, type GetOptions } from './request';

export { ApiError, dataMessage, errorCode, errorDetail } from './errors';
export { requestJson, requestText, type GetOptions, type RequestOptions } from './request';
export {
  sessionEndNoticed,
  sessionLostNoticed,
  sessionStartNoticed,
  setCaptchaHandler,
  setSessionEndedHandler,
  setTermsChangedHandler,
  type CaptchaHandler,
  type SessionEndedHandler,
  type TermsChangedHandler,
} from './handlers';

/** GET a JSON resource and parse it with its schema: a bad payload is an ApiError, never `undefined`. */
export function getJson<S extends z.core.$ZodType>(path: string, schema: S, options: GetOptions = {}): Promise<z.output<S>> {
  return requestJson(path, { ...options, schema }) as Promise<z.output<S>>;
}

/** POST JSON (`{}` when there is no body) to a same-origin API path; a failure is an ApiError with the server's detail. */
export function postJson(path: string, body?: unknown): Promise<void> {
  return requestJson(path, { method: 'POST', body });
}

/** Query string from defined values only. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** For resources a URL names: a 404 from the backend means "no such page" (null), anything else throws. */
export async function orNullIfNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
