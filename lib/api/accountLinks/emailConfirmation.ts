import { query, requestJson } from '../http';

/** The signed-in player's confirmation letter again, with a new link (409 nothing_to_confirm, 429 within a minute). */
export function resendConfirmation(lng: string): Promise<void> {
  return requestJson(`/web-api/user/email-confirmation${query({ lng })}`, { method: 'POST' });
}
