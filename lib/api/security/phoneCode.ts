import * as z from 'zod/mini';
import { requestJson } from '../http';

const AnswerSchema = z.object({ phone: z.string(), expires_at: z.string(), resend_at: z.string() });
export type PhoneCodeSent = z.infer<typeof AnswerSchema>;

/** POST /web-api/security/phone/code: a code by SMS to the phone to bind (docs/security-api.md "Phone"). */
export function sendPhoneCode(body: { phone_code: string; phone_number: string }): Promise<PhoneCodeSent> {
  return requestJson('/web-api/security/phone/code', { method: 'POST', body, schema: AnswerSchema });
}
