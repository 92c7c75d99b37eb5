import * as z from 'zod/mini';
import type { RecoveryIdentity } from '@/lib/auth/recovery';
import { query, requestJson } from './http';

export const forgotPasswordKey = '/web-api/user/password/forgot';

/** The same answer whether the account exists or not: the backend does not tell. */
export const ForgotPasswordSchema = z.object({ reset_token: z.string().check(z.minLength(1)) });

/**
 * Asks for a reset code (sent to the account's inbox; an account with an e-mail also gets a letter
 * with a reset link, in `lng`: docs/account-links-api.md); answers the token the reset needs.
 */
export async function requestPasswordReset(identity: RecoveryIdentity, lng?: string): Promise<string> {
  return (await requestJson(`${forgotPasswordKey}${query({ lng })}`, { method: 'POST', body: identity, schema: ForgotPasswordSchema })).reset_token;
}
