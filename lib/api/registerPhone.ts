import type { BonusChoice } from '@/lib/config/registration';
import { requestJson } from './http';
import { RegisteredSchema, registrationPath, type Registered } from './registration';

export interface PhoneRegistration {
  phone_number: string;
  phone_code: string;
  /** The SMS code sent for the registration. */
  code: string;
  password: string;
  currency: string;
  bonus_choice: BonusChoice;
}

/** phone_reg: a player by phone number, confirmed by an SMS code; signs in (cookies). */
export function registerPhone(body: PhoneRegistration): Promise<Registered> {
  return requestJson(registrationPath('phone_reg'), { method: 'POST', body, schema: RegisteredSchema });
}
