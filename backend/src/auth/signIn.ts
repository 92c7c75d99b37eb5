import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { pickLang } from '../lang';
import { limitsOnSignIn } from '../limits/onSignIn';
import { sessionClientOf } from '../security/device';
import { setSessionCookies } from './cookies';
import { createSession, revokeSession, SESSION_COOKIE } from './sessions';

/** What every successful sign-in answers. */
export interface SignedIn {
  user_id: number;
  /** The player must accept changed terms first (the site goes to confirm-terms). */
  terms_changed: boolean;
}

/**
 * Opens a new session for the player and sets `ua` and `user_token`. Every sign-in gets a new
 * session id (no fixation); the session this browser had before is ended, so its old `ua` and
 * tokens answer 401 from now on. Banned players are signed in too: the site's guards decide what
 * they may open (the deduce page) and /web-api/user/rights says what they may do.
 */
export function signIn(c: Context, deps: AppDeps, user: UserRow, remember: boolean): SignedIn {
  // The limits first (limits/onSignIn.ts): a session limit used up today is 403 session_limit_ended until
  // the next day; the reality check's timer starts again (docs/limits-api.md).
  limitsOnSignIn(deps.db, user.id, Math.floor(deps.clock.now() / 1000), pickLang(c.req.header('x-language') ?? c.req.query('lng')));
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) revokeSession(deps.db, previous);
  const issued = createSession(deps.db, deps.clock, deps.secret, user.id, sessionClientOf(c, deps));
  setSessionCookies(c, deps, { sessionId: issued.session.id, userToken: issued.userToken, tokenExp: issued.tokenExp }, remember);
  return { user_id: user.id, terms_changed: user.terms_changed === 1 };
}
