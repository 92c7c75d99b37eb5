import { requestJson } from './http';

export const disconnectKey = '/web-api/user/disconnect';

/**
 * Ends the session on the backend, which also clears the HttpOnly session cookie. Called for a
 * session the backend may have ended already (the session check's), so its 401 is no news.
 */
export function disconnect(): Promise<void> {
  return requestJson(disconnectKey, { method: 'POST', endsSession: true });
}
