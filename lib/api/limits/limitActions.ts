import * as z from 'zod/mini';
import { requestJson } from '../http';
import { languageHeader, LIMITS_V3 } from './limit';

/** `POST V3/limitaction`: 1 confirms, 0 rejects the pending change whose approval is due (204 saved). */
export function decidePendingLimit(action: 0 | 1, lng: string, limitType?: number): Promise<void> {
  return requestJson(`${LIMITS_V3}/limitaction`, { method: 'POST', body: { action, ...(limitType === undefined ? {} : { limitType }) }, headers: languageHeader(lng) });
}

/** `DELETE V3/limit`: cancels the pending change (of that type); the limit in force stays. */
export function cancelPendingLimit(lng: string, limitType?: number): Promise<void> {
  return requestJson(`${LIMITS_V3}/limit`, { method: 'DELETE', body: limitType === undefined ? {} : { limitType }, headers: languageHeader(lng) });
}

/** `POST …/v1/BlockUser`: the player's own special block (type 37), without end. */
export function blockUser(lng: string): Promise<void> {
  return requestJson('/limit-service-api/limit/external/web/api/v1/BlockUser', {
    method: 'POST',
    body: {},
    schema: z.object({ success: z.boolean() }),
    headers: languageHeader(lng),
  }).then(() => undefined);
}
