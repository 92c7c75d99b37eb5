import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, query } from '../http';

/** One of the player's live sessions (docs/security-api.md "Sessions"). */
export const SessionSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{24}$/)),
  device: z.string(),
  address: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type SecuritySession = z.infer<typeof SessionSchema>;

const SessionsSchema = z.object({ sessions: z.array(SessionSchema) });

export const sessionsKey = (lng: string) => `/web-api/security/sessions${query({ lng })}`;

export async function fetchSessions(lng: string): Promise<SecuritySession[]> {
  return (await getJson(sessionsKey(lng), SessionsSchema)).sessions;
}

export function useSessions(lng: string) {
  return useSWR(sessionsKey(lng), () => fetchSessions(lng));
}
