import type { Db } from '../db/handle';
import { activeSecret, pendingSecret } from './store';
import { totpCodeAt } from './totp';

/**
 * GET /__control/totp/{login} (docs/two-factor-api.md): whether the app is on and the code it shows
 * now — of the secret in force, else of a setup waiting for its first code, else null — so a check
 * can sign in without a phone.
 */
export function controlTotp(db: Db, key: string, userId: number, nowMs: number): { enabled: boolean; code: string | null } {
  const active = activeSecret(db, key, userId);
  const secret = active ?? pendingSecret(db, key, userId);
  return { enabled: active !== null, code: secret ? totpCodeAt(secret, nowMs) : null };
}
