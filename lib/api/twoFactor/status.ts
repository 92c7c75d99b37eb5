import * as z from 'zod/mini';
import { getJson } from '../http';

/** The player's two-step sign-in with an authenticator app (docs/two-factor-api.md `GET /web-api/user/two-factor`). */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** A setup is waiting for its first code. */
  pending: z.boolean(),
  recoveryCodesLeft: z.int().check(z.minimum(0)),
  enabledAt: z.nullable(z.string()),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const twoFactorStatusKey = '/web-api/user/two-factor';

export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return getJson(twoFactorStatusKey, TwoFactorStatusSchema);
}
