import * as z from 'zod/mini';
import { requestJson } from '../http';
import { languageHeader, LIMITS_V3 } from './limit';

export const PingSchema = z.object({
  limitType: z.int(),
  limitValue: z.number(),
  usedSeconds: z.number(),
  leftSeconds: z.nullable(z.number()),
  endsAt: z.nullable(z.number()),
});
export type PingAnswer = z.infer<typeof PingSchema>;

/**
 * `POST V3/ping`, every 30 s while a session limit exists (limits-coupon-auth.md §4, §9). When today's hours are
 * used up it is a 403 `session_limit_ended` (the backend has ended the sessions): an ApiError.
 */
export function pingSession(lng: string): Promise<PingAnswer> {
  return requestJson(`${LIMITS_V3}/ping`, { method: 'POST', schema: PingSchema, headers: languageHeader(lng) });
}
