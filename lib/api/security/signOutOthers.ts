import * as z from 'zod/mini';
import { requestJson } from '../http';

const AnswerSchema = z.object({ signed_out_sessions: z.int() });

/** POST /web-api/security/sessions/sign-out-others: every session but this one ends; how many did. */
export async function signOutOthers(): Promise<number> {
  return (await requestJson('/web-api/security/sessions/sign-out-others', { method: 'POST', schema: AnswerSchema })).signed_out_sessions;
}
