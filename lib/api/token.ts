import * as z from 'zod/mini';
import { TOKEN_PATH, TOKEN_REUSE_WINDOW_MS } from '@/lib/config/auth';
import { COOKIE } from '@/lib/config/cookies';
import { userTokenMaxAgeS } from '@/lib/auth/userToken';
import { writeCookie } from '@/lib/consent/browserCookie';
import { bearer, currentToken } from './http/credentials';
import { fetchJsonOnce } from './http/transport';

/** limits-coupon-auth.md §7: GET gettoken?force_refresh=true answers the token; `expires_at` in epoch s. */
export const TokenSchema = z.object({ token: z.string().check(z.minLength(1)), expires_at: z.number() });
export type Token = z.infer<typeof TokenSchema>;

export const tokenKey = TOKEN_PATH;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A fresh token. It bypasses the client's 401 rule (a 401 here would ask for a token again, for
 * ever); a failure is logged as a fetch token error and rethrown (limits-coupon-auth.md §8).
 */
export async function fetchToken(): Promise<Token> {
  try {
    return await fetchJsonOnce(tokenKey, TokenSchema, { headers: bearer(currentToken()) });
  } catch (error) {
    console.error(`[token] fetch token error: ${messageOf(error)}`);
    throw error;
  }
}

/**
 * Keeps the new token where the next request reads it. The backend's Set-Cookie already does so;
 * writing it here too makes the cookie expire with the token (limits-coupon-auth.md §3) whatever the answer's
 * headers said, and keeps the page working against a backend that only answers the body.
 */
function storeToken(answer: Token, nowMs: number): void {
  const maxAge = userTokenMaxAgeS(answer.token, nowMs, answer.expires_at);
  if (maxAge > 0) writeCookie(COOKIE.userToken, answer.token, null, maxAge);
}

let shared: { promise: Promise<string>; startedAt: number } | null = null;

/**
 * The token after a refresh (limits-coupon-auth.md §4): concurrent callers share one call, and a refresh
 * started less than 60 s ago is reused rather than repeated, so a burst of 401s makes one call.
 * A failed refresh is not reused: the next caller asks again.
 */
export function refreshToken(): Promise<string> {
  const now = Date.now();
  if (shared && now - shared.startedAt < TOKEN_REUSE_WINDOW_MS) return shared.promise;
  const entry = {
    startedAt: now,
    promise: fetchToken().then((answer) => {
      storeToken(answer, Date.now());
      return answer.token;
    }),
  };
  shared = entry;
  entry.promise.catch(() => {
    if (shared === entry) shared = null;
  });
  return entry.promise;
}

/** Forgets the last refresh (a new page load starts without one; tests start from here). */
export function resetTokenRefresh(): void {
  shared = null;
}
