import { ApiError } from '../errors';

/** Signed out (the payments' shape, docs/ideas-api.md "Conventions"). */
export const notSignedIn = () => new ApiError(401, 'Not signed in', { code: 'unauthorized', extra: { error: 'unauthorized' } });

export const ideaNotFound = (id: string) => new ApiError(404, `Unknown idea: ${id}`, { code: 'idea_not_found' });

/**
 * 429 past the daily rule (docs/decisions/ideas-daily-rule.md): when the next idea may be posted,
 * as Retry-After (seconds) and in meta, so the site can say so.
 */
export function dailyLimitReached(limit: number, retryAt: number, now: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil((retryAt - now) / 1000));
  return new ApiError(429, `At most ${limit} ideas in 24 hours; the next one may be posted in ${retryAfter} s`, {
    code: 'ideas_daily_limit',
    meta: { limit, retryAfter, retryAt: new Date(retryAt).toISOString() },
    headers: { 'Retry-After': String(retryAfter) },
  });
}
