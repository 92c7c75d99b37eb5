import * as z from 'zod/mini';
import { requestJson } from './http';

/** The answer may say when another code may be asked for (seconds); the client counts 60 s without it. */
export const SmsSentSchema = z.object({ resend_after: z.optional(z.int().check(z.nonnegative())) });

export const smsSendKey = '/web-api/user/auth/sms/send';

export interface SmsRecipient {
  /** The number without its country's phone code, digits only. */
  phone_number: string;
  /** The country's phone code with its leading plus, e.g. `+7`. */
  phone_code: string;
}

/**
 * Sends a login code by SMS (limits-coupon-auth.md §7: send sms with phone-number and phone-code). Resolves
 * to the seconds until a new code may be asked for, when the answer says.
 */
export async function sendSmsCode(body: SmsRecipient): Promise<number | null> {
  const answer = await requestJson(smsSendKey, { method: 'POST', body, schema: SmsSentSchema });
  return answer.resend_after ?? null;
}
