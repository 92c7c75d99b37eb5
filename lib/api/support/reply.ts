import { query, requestJson } from '../http';
import { SupportThreadSchema } from './schemas';

/** `POST /web-api/support/requests/{id}/messages`: the player writes again (a closed request reopens). */
export function replyToSupport(id: number, body: { text: string; attachments?: string[] }, lng: string) {
  return requestJson(`/web-api/support/requests/${id}/messages${query({ lng })}`, { method: 'POST', body, schema: SupportThreadSchema });
}
