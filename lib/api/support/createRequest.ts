import { query, requestJson } from '../http';
import { SupportThreadSchema } from './schemas';

export interface NewSupportRequest {
  topic: string;
  subject: string;
  message: string;
  /** File ids from uploadAttachment. */
  attachments?: string[];
}

/** `POST /web-api/support/requests`: a new request; answers its thread (201). */
export function createSupportRequest(body: NewSupportRequest, lng: string) {
  return requestJson(`/web-api/support/requests${query({ lng })}`, { method: 'POST', body, schema: SupportThreadSchema });
}
