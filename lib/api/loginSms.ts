import { requestJson } from './http';
import { LoginAnswerSchema, type LoginAnswer } from './login';
import type { SmsRecipient } from './smsSend';

export const loginSmsKey = '/web-api/user/auth/login/sms';

export interface SmsLogin extends SmsRecipient {
  code: string;
  save: boolean;
}

/** Login with the code of an SMS (limits-coupon-auth.md §4: "or an sms code"). */
export function loginBySms(body: SmsLogin): Promise<LoginAnswer> {
  return requestJson(loginSmsKey, { method: 'POST', body, schema: LoginAnswerSchema });
}
