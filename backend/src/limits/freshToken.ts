import type { Context } from 'hono';
import { TOKEN_LIFETIME_MS, verifyToken } from '../auth/tokens';
import type { Lang } from '../lang';
import { limitError } from './errors';
import { TEXT } from './texts';
import { FRESH_TOKEN_MAX_AGE_S } from './types';

/**
 * GET reasons/selfexclude "uses a fresh bearer token" (limits-coupon-auth.md §7): the request must carry
 * `Authorization: Bearer <user_token>` of this player issued at most FRESH_TOKEN_MAX_AGE_S ago (the
 * site asks gettoken?force_refresh=true first). A token's issue time is its `exp` less its 1 h
 * lifetime; a token cut short by its session's end so looks older, and is refused on the safe side.
 * No bearer, another player's, or too old: 401 `token_not_fresh`.
 */
export function assertFreshBearer(c: Context, secret: string, userId: number, nowMs: number, lang: Lang): void {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  const claims = match?.[1] ? verifyToken(match[1], secret, nowMs) : null;
  const issuedAtS = claims ? claims.exp - TOKEN_LIFETIME_MS / 1000 : null;
  if (!claims || claims.uid !== userId || issuedAtS === null || nowMs / 1000 - issuedAtS > FRESH_TOKEN_MAX_AGE_S) {
    throw limitError(401, 'token_not_fresh', TEXT.tokenNotFresh(lang), { meta: { maxAgeSeconds: FRESH_TOKEN_MAX_AGE_S } });
  }
}
