import type { BonusChoice, SocialProvider } from '@/lib/config/registration';
import { query, requestJson } from './http';
import { RegisteredSchema, registrationPath, type Registered } from './registration';

export interface SocialRegistration {
  provider: SocialProvider;
  /** What the provider round trip handed back for the registration step. */
  social_token: string;
  currency: string;
  country_id: number;
  bonus_choice: BonusChoice;
}

/** soc_reg: the second step of a social registration; signs in (cookies). A confirmation letter, if any, is in `lng`. */
export function registerSocial(body: SocialRegistration, lng?: string): Promise<Registered> {
  return requestJson(`${registrationPath('soc_reg')}${query({ lng })}`, { method: 'POST', body, schema: RegisteredSchema });
}
