import type { Context } from 'hono';
import type { UserRow } from '../accounts/rows';
import { assertNotLocked, type AttemptKeys, clearFailures, recordFailure, slowDownForAccount } from '../auth/attempts';
import { clientKey } from '../auth/client';
import { accountKey } from '../auth/identify';
import { verifyPassword } from '../auth/passwords';
import type { AppDeps } from '../deps';
import { wrongPassword } from './errors';

/**
 * The player's password, checked as a sign-in checks it (auth/attempts.ts): this client's lock
 * first, the slowdown of an account under attack, and a wrong password counted as a failed sign-in
 * of this client and against this account, so a stolen session cannot guess the password faster
 * than the login form can. `pointer` names the field the error belongs to.
 */
export async function checkPasswordCounted(c: Context, deps: AppDeps, user: UserRow, password: string, pointer: string): Promise<void> {
  const keys: AttemptKeys = { client: clientKey(c, deps), account: accountKey(user, user.login) };
  assertNotLocked(deps.db, deps.clock, keys);
  await slowDownForAccount(deps, keys.account);
  if (!verifyPassword(password, user.password_hash)) {
    recordFailure(deps.db, deps.clock, keys);
    throw wrongPassword(pointer);
  }
  clearFailures(deps.db, keys);
}
