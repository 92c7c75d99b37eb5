import { postJson } from './http';

export const disconnectKey = '/web-api/user/disconnect';

/** Ends the session on the backend, which also clears the HttpOnly session cookie. */
export function disconnect(): Promise<void> {
  return postJson(disconnectKey);
}
