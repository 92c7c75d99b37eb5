import type { Context } from 'hono';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { countedCheck } from './counted';
import { alreadyEnabled, noPendingSetup, notEnabled, wrongCode } from './errors';
import { deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes } from './recoveryCodes';
import { deleteTwoFactor, findTwoFactor, isTotpEnabled, pendingSecret, promotePending, setTwoStepFlag, storePending } from './store';
import { matchingStep, newTotpSecret, totpUri } from './totp';
import { useSecondFactor } from './verify';

/** The player's two-step sign-in with an app, as the security page shows it (docs/two-factor-api.md). */
export interface TwoFactorStatus {
  enabled: boolean;
  /** A setup is waiting for its first code. */
  pending: boolean;
  recoveryCodesLeft: number;
  enabledAt: string | null;
}

export function statusOf(deps: AppDeps, userId: number): TwoFactorStatus {
  const row = findTwoFactor(deps.db, userId);
  const enabled = isTotpEnabled(deps.db, deps.secret, userId);
  return {
    enabled,
    pending: Boolean(row?.pending_secret) && !enabled,
    recoveryCodesLeft: enabled ? recoveryCodesLeft(deps.db, userId) : 0,
    enabledAt: row?.enabled_at ? new Date(row.enabled_at).toISOString() : null,
  };
}

/** A new pending secret (an earlier one is replaced): shown once, as text and as the QR code's URI. */
export function startSetup(deps: AppDeps, user: UserRow): { secret: string; uri: string } {
  if (isTotpEnabled(deps.db, deps.secret, user.id)) throw alreadyEnabled();
  const secret = newTotpSecret();
  storePending(deps.db, deps.secret, user.id, secret, deps.clock.now());
  return { secret, uri: totpUri(secret, user.login) };
}

/**
 * The setup's first code turns the app on: its step is spent, protection_methods.enable_two_factor_auth
 * is set and ten recovery codes are made, answered this once only.
 */
export async function confirmSetup(c: Context, deps: AppDeps, user: UserRow, code: string): Promise<{ enabled: true; recoveryCodes: string[] }> {
  const { db, clock } = deps;
  if (isTotpEnabled(db, deps.secret, user.id)) throw alreadyEnabled();
  const pending = pendingSecret(db, deps.secret, user.id);
  if (!pending) throw noPendingSetup();
  return countedCheck(
    c,
    deps,
    user.id,
    () => {
      const step = matchingStep(pending, code.trim(), clock.now());
      if (step === null || !promotePending(db, user.id, step, clock.now())) return null;
      setTwoStepFlag(db, user.id, true);
      return { enabled: true as const, recoveryCodes: replaceRecoveryCodes(db, clock, deps.secret, user.id) };
    },
    () => {
      throw wrongCode();
    },
  );
}

/** A current code or a recovery code turns it off: the secret and the recovery codes are deleted. */
export async function disable(c: Context, deps: AppDeps, user: UserRow, code: string): Promise<TwoFactorStatus> {
  if (!isTotpEnabled(deps.db, deps.secret, user.id)) throw notEnabled();
  await countedCheck(
    c,
    deps,
    user.id,
    () => {
      if (!useSecondFactor(deps, user.id, code)) return null;
      deleteRecoveryCodes(deps.db, user.id);
      deleteTwoFactor(deps.db, user.id);
      setTwoStepFlag(deps.db, user.id, false);
      return true;
    },
    () => {
      throw wrongCode();
    },
  );
  return statusOf(deps, user.id);
}

/** Ten new recovery codes for a current code or a recovery code; the old ones stop working. */
export async function regenerateCodes(c: Context, deps: AppDeps, user: UserRow, code: string): Promise<{ recoveryCodes: string[] }> {
  if (!isTotpEnabled(deps.db, deps.secret, user.id)) throw notEnabled();
  return countedCheck(
    c,
    deps,
    user.id,
    () => (useSecondFactor(deps, user.id, code) ? { recoveryCodes: replaceRecoveryCodes(deps.db, deps.clock, deps.secret, user.id) } : null),
    () => {
      throw wrongCode();
    },
  );
}
