import * as z from 'zod/mini';
import { requestJson } from './http';
import { StartedSchema } from './payments';
import { registrationPath, RegisteredWithCredentialsSchema, type GeneratedCredentials } from './registration';

export interface PayAndPlayRegistration {
  amount: number;
  /** Currency ISO code. */
  currency: string;
  country_id: number;
  /** The onpay page the provider sends the browser back to, `{status}` in its path. */
  return_url: string;
}

/**
 * pay_and_play (docs/decisions/registration.md): the first deposit opens the account. Answers the provider's page
 * to send the browser to; the account is claimed on the way back (claimPayAndPlay).
 */
export function registerPayAndPlay(body: PayAndPlayRegistration, lng: string) {
  return requestJson(`${registrationPath('pay_and_play')}?lng=${encodeURIComponent(lng)}`, { method: 'POST', body, schema: StartedSchema });
}

/** What the claim answers: the generated login and password (shown once) and the deposit now on the account. */
const ClaimedSchema = z.extend(RegisteredWithCredentialsSchema, { balance: z.number(), currency: z.nullable(z.string()) });
export type ClaimedAccount = GeneratedCredentials & { balance: number; currency: string | null };

/**
 * Back from the provider: opens the account once its deposit succeeded and signs this browser in.
 * 409 `payment_pending` while the provider has not said; 409 `payment_failed` when it never will;
 * 403 `payer_excluded` when the card is a self-excluded, timed-out or blocked player's (refunded, and
 * the account never opens: docs/payments-api.md "Payer fingerprint").
 */
export function claimPayAndPlay(paymentId: string): Promise<ClaimedAccount> {
  return requestJson(`${registrationPath('pay_and_play')}/claim`, { method: 'POST', body: { payment_id: paymentId }, schema: ClaimedSchema });
}
