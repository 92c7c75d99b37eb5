import * as z from 'zod/mini';
import { requestJson } from '../http';

/** Ten one-time recovery codes ("xxxx-xxxx"), which the backend answers only when it makes them. */
export const RecoveryCodesSchema = z.array(z.string().check(z.regex(/^[a-z0-9]{4}-[a-z0-9]{4}$/))).check(z.minLength(1));

const NewCodesSchema = z.object({ recoveryCodes: RecoveryCodesSchema });

/** Ten new recovery codes for the app's code or a recovery code; the old ones stop working. */
export async function newRecoveryCodes(code: string): Promise<string[]> {
  return (await requestJson('/web-api/user/two-factor/recovery-codes', { method: 'POST', body: { code }, schema: NewCodesSchema })).recoveryCodes;
}
