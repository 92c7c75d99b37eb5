import type { AppDeps } from '../deps';
import { spendRecoveryCode } from './recoveryCodes';
import { activeSecret, takeStep } from './store';
import { isTotpShaped, matchingStep } from './totp';

export type SecondFactor = 'totp' | 'recovery';

/**
 * Checks a code of an enabled app: six digits are a TOTP code (±1 step on the backend clock, its
 * step taken once), anything else a recovery code (spent). What matched, or null; either way a
 * match is used up, so the same code never passes twice.
 */
export function useSecondFactor(deps: AppDeps, userId: number, code: string, accept: { recovery: boolean } = { recovery: true }): SecondFactor | null {
  const typed = code.trim();
  if (isTotpShaped(typed)) {
    const secret = activeSecret(deps.db, deps.secret, userId);
    const step = secret ? matchingStep(secret, typed, deps.clock.now()) : null;
    return step !== null && takeStep(deps.db, userId, step) ? 'totp' : null;
  }
  if (!accept.recovery) return null;
  return spendRecoveryCode(deps.db, deps.clock, deps.secret, userId, typed) ? 'recovery' : null;
}
