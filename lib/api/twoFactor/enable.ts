import * as z from 'zod/mini';
import { requestJson } from '../http';
import { RecoveryCodesSchema } from './recoveryCodes';

const EnabledSchema = z.object({ enabled: z.literal(true), recoveryCodes: RecoveryCodesSchema });

/** The setup's first code from the app turns two-step sign-in on; the answer carries the recovery codes once. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  return (await requestJson('/web-api/user/two-factor/enable', { method: 'POST', body: { code }, schema: EnabledSchema })).recoveryCodes;
}
