import * as z from 'zod/mini';
import { requestJson } from '../http';

/** A new pending secret, shown once: as text and as the otpauth:// URI its QR code carries. */
const SetupSchema = z.object({
  secret: z.string().check(z.regex(/^[A-Z2-7]+=*$/)),
  uri: z.string().check(z.startsWith('otpauth://totp/')),
});
export type TwoFactorSetup = z.infer<typeof SetupSchema>;

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return requestJson('/web-api/user/two-factor/setup', { method: 'POST', schema: SetupSchema });
}
