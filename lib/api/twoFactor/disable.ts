import { requestJson } from '../http';
import { TwoFactorStatusSchema, type TwoFactorStatus } from './status';

/** Turns two-step sign-in with the app off, for the app's code or a recovery code. */
export function disableTwoFactor(code: string): Promise<TwoFactorStatus> {
  return requestJson('/web-api/user/two-factor/disable', { method: 'POST', body: { code }, schema: TwoFactorStatusSchema });
}
