import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { restartRealityCheck } from './realityCheck';
import { assertSignInAllowed } from './session';

/**
 * What the limits do at every sign-in (auth/signIn.ts), before the session opens: refused with 403
 * `session_limit_ended` while today's hours of the session limit are used up; the reality check's
 * next reminder counted again from now.
 */
export function limitsOnSignIn(db: Db, userId: number, now: number, lang: Lang): void {
  assertSignInAllowed(db, userId, now, lang);
  restartRealityCheck(db, userId, now);
}
