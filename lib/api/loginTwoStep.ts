import { requestJson } from './http';
import { LoginAnswerSchema, type LoginAnswer } from './login';

export const loginTwoStepKey = '/web-api/user/auth/login/two-step';

export interface TwoStepCode {
  /** From the password login's `two_step_required` answer. */
  two_step_token: string;
  code: string;
  save: boolean;
}

/** The two-step code after a password (limits-coupon-auth.md §4: "then an optional two-step code"). */
export function loginTwoStep(body: TwoStepCode): Promise<LoginAnswer> {
  return requestJson(loginTwoStepKey, { method: 'POST', body, schema: LoginAnswerSchema });
}
