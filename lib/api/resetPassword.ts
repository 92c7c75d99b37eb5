import { requestJson } from './http';

export const resetPasswordKey = '/web-api/user/password/reset';

export interface PasswordReset {
  reset_token: string;
  code: string;
  password: string;
}

/** Sets the new password; every session of the player ends. Any failure is an ApiError. */
export function resetPassword(body: PasswordReset): Promise<void> {
  return requestJson(resetPasswordKey, { method: 'POST', body });
}
