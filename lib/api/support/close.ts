import { query, requestJson } from '../http';
import { SupportThreadSchema } from './schemas';

/** `POST /web-api/support/requests/{id}/close`: the player closes his request. */
export function closeSupportRequest(id: number, lng: string) {
  return requestJson(`/web-api/support/requests/${id}/close${query({ lng })}`, { method: 'POST', schema: SupportThreadSchema });
}
