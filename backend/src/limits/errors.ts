import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../errors';
import type { Lang } from '../lang';
import { TEXT } from './texts';

/**
 * A limit refusal in the limit-service's shape (limits-coupon-auth.md §7, §8: `{ status, title }`, the title in
 * the player's language) that is also the backend's JSON:API error (`errors: [{ code, detail, meta }]`),
 * so the limit calls and the money calls (coupon, deposits) carry the same refusal:
 *
 *   { "status": 403, "title": "…", "errors": [{ "code": "limit_exceeded", "detail": "…", "meta": {…} }] }
 */
export interface LimitErrorOptions {
  meta?: Record<string, unknown>;
  /** The body field at fault (a 400). */
  pointer?: string;
  /** More top-level members, e.g. the session limit's `message`. */
  extra?: Record<string, unknown>;
}

export function limitError(status: ContentfulStatusCode, code: string, title: string, options: LimitErrorOptions = {}): ApiError {
  return new ApiError(status, title, {
    code,
    ...(options.meta ? { meta: options.meta } : {}),
    ...(options.pointer ? { source: { pointer: options.pointer } } : {}),
    extra: { status, title, ...options.extra },
  });
}

/**
 * Any error of a limit call in that shape: one made by limitError as it is; another ApiError (a
 * validation 400, a ban, the request guard's) gets `status` and a `title` (for a 400 a general
 * "check the request" in the player's language, the entries keep the field's detail).
 */
export function asLimitError(error: ApiError, lang: Lang): ApiError {
  const extra = error.options.extra ?? {};
  if (typeof extra.title === 'string' && typeof extra.status === 'number') return error;
  const title =
    error.status === 400 && error.code === 'validation'
      ? TEXT.invalidRequest(lang)
      : error.status === 401
        ? TEXT.notSignedIn(lang)
        : error.code === 'banned'
          ? TEXT.banned(lang)
          : error.detail;
  return new ApiError(error.status, error.detail, { ...error.options, extra: { ...extra, status: error.status, title } });
}

export const notSignedInLimit = (lang: Lang) =>
  limitError(401, 'unauthorized', TEXT.notSignedIn(lang), { extra: { error: 'unauthorized' } });
