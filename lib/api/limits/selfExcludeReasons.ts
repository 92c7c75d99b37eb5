import * as z from 'zod/mini';
import { requestJson } from '../http';
import { refreshToken } from '../token';
import { languageHeader, LIMITS_V3 } from './limit';

export const ReasonSchema = z.object({ id: z.int(), selfExcludeReason: z.string() });
export type SelfExcludeReason = z.infer<typeof ReasonSchema>;

/**
 * `GET V3/reasons/selfexclude` with a fresh bearer token (limits-coupon-auth.md §7): the token is asked for
 * again first (gettoken?force_refresh=true), the service refuses one issued long ago.
 */
export async function fetchSelfExcludeReasons(lng: string): Promise<SelfExcludeReason[]> {
  const token = await refreshToken();
  return requestJson(`${LIMITS_V3}/reasons/selfexclude`, {
    schema: z.array(ReasonSchema),
    headers: { ...languageHeader(lng), Authorization: `Bearer ${token}` },
  });
}
