import { requestJson } from './http';
import { LoginAnswerSchema, type LoginAnswer } from './login';

export const loginPhoneKey = '/web-api/user/auth/login/phone';

export interface LoginByPhone {
  /** The number without its country's phone code, digits only. */
  phone_number: string;
  /** The phone code of the chosen country, with its leading plus (shell-and-routing.md §3), e.g. `+7`. */
  country_code: string;
  password: string;
  save: boolean;
}

/** Login by phone and password (limits-coupon-auth.md §3 login payloads: phone_number and country_code). */
export function loginByPhone(body: LoginByPhone): Promise<LoginAnswer> {
  return requestJson(loginPhoneKey, { method: 'POST', body, schema: LoginAnswerSchema });
}
