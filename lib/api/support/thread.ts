import { getJson, query } from '../http';
import { SupportThreadSchema, type SupportThread } from './schemas';

/** `GET /web-api/support/requests/{id}`: one request with its whole thread. */
export const supportThreadKey = (id: number, lng: string) => `/web-api/support/requests/${id}${query({ lng })}`;

export function fetchSupportThread(id: number, lng: string): Promise<SupportThread> {
  return getJson(supportThreadKey(id, lng), SupportThreadSchema);
}
