import type { BonusChoice } from '@/lib/config/registration';
import { requestJson } from './http';
import { registrationPath, RegisteredWithCredentialsSchema, type GeneratedCredentials } from './registration';

export interface OneClickRegistration {
  /** Currency ISO code. */
  currency: string;
  country_id: number;
  bonus_choice: BonusChoice;
}

/** fast_reg: a player from a currency and a country alone, with a generated login and password; signs in. */
export function registerOneClick(body: OneClickRegistration): Promise<GeneratedCredentials> {
  return requestJson(registrationPath('fast_reg'), { method: 'POST', body, schema: RegisteredWithCredentialsSchema });
}
