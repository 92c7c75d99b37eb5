import * as z from 'zod/mini';
import { query, requestJson } from '../http';
import { SecurityOverviewSchema } from './overview';

const AnswerSchema = z.extend(SecurityOverviewSchema, { signed_out_sessions: z.int() });
export type PasswordChanged = z.infer<typeof AnswerSchema>;

/**
 * POST /web-api/security/password (docs/security-api.md "Password"): the current password and a new
 * one; every other session ends and a letter goes out in `lng`.
 */
export function changePassword(body: { current_password: string; new_password: string }, lng: string): Promise<PasswordChanged> {
  return requestJson(`/web-api/security/password${query({ lng })}`, { method: 'POST', body, schema: AnswerSchema });
}
