import { requestJson } from './http';
import { registrationPath, RegisteredWithCredentialsSchema, type GeneratedCredentials } from './registration';

export interface PayAndPlayRegistration {
  amount: number;
  /** Currency ISO code. */
  currency: string;
  country_id: number;
}

/**
 * pay_and_play: a player created by a first deposit of `amount` on the main account, with a
 * generated login and password as for one-click; signs in.
 */
export function registerPayAndPlay(body: PayAndPlayRegistration): Promise<GeneratedCredentials> {
  return requestJson(registrationPath('pay_and_play'), { method: 'POST', body, schema: RegisteredWithCredentialsSchema });
}
