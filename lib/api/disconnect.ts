import { ApiError } from './http';

export const disconnectKey = '/web-api/user/disconnect';

/** Ends the session on the backend, which also clears the HttpOnly session cookie. */
export async function disconnect(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(disconnectKey, { method: 'POST', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError('Failed to fetch', 0);
  }
  if (!response.ok) throw new ApiError(`${disconnectKey} answered ${response.status}`, response.status);
}
