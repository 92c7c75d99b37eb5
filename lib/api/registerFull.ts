import type { BonusChoice } from '@/lib/config/registration';
import { query, requestJson } from './http';
import { RegisteredSchema, registrationPath, type Registered } from './registration';

export interface FullRegistration {
  email: string;
  password: string;
  name: string;
  surname: string;
  /** `YYYY-MM-DD`. */
  date_birthday: string;
  currency: string;
  country_id: number;
  bonus_choice: BonusChoice;
}

/** full_reg: a player with e-mail, name and birth date; signs in (cookies). The activation letter is in `lng`. */
export function registerFull(body: FullRegistration, lng?: string): Promise<Registered> {
  return requestJson(`${registrationPath('full_reg')}${query({ lng })}`, { method: 'POST', body, schema: RegisteredSchema });
}
