import { requestJson } from '../http';
import { UnreadSchema } from './schemas';

/** `POST /web-api/support/requests/{id}/read`: the player has seen its answers; answers his new unread total. */
export async function markSupportRead(id: number): Promise<number> {
  return (await requestJson(`/web-api/support/requests/${id}/read`, { method: 'POST', schema: UnreadSchema })).unread;
}
