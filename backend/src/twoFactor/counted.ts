import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { assertNotLocked, clearFailures, recordFailure, slowDownForAccount, type AttemptKeys } from '../auth/attempts';
import { clientKey } from '../auth/client';

/**
 * Runs a code check counted like a sign-in (auth/attempts.ts): a locked client is refused first, an
 * account under attack answers slower, a miss is a failure of this client against this player
 * (recorded before `onMiss` throws), a match forgets this client's failures. Returns the check's
 * result, null on a miss after `onMiss` (which must throw).
 */
export async function countedCheck<T>(c: Context, deps: AppDeps, userId: number, check: () => T | null, onMiss: () => never): Promise<T> {
  const keys: AttemptKeys = { client: clientKey(c, deps), account: `user:${userId}` };
  assertNotLocked(deps.db, deps.clock, keys);
  await slowDownForAccount(deps, keys.account);
  const result = deps.db.transaction(check)();
  if (result === null) {
    recordFailure(deps.db, deps.clock, keys);
    onMiss();
  }
  clearFailures(deps.db, keys);
  return result;
}
