import * as z from 'zod/mini';
import { getJson, type GetOptions } from './http';

export const SessionSchema = z.object({ user_id: z.nullable(z.int()) });
export type Session = z.infer<typeof SessionSchema>;

export const sessionKey = '/web-api/user/checksession';

/** The signed-in user's id, or null for a guest (shell-and-routing.md §4: signed in when userId is set). */
export async function fetchSessionUserId(options: GetOptions = {}): Promise<number | null> {
  return (await getJson(sessionKey, SessionSchema, options)).user_id;
}
