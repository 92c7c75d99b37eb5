import { requestJson } from '../http';

/** DELETE /web-api/security/sessions/{id}: signs one other session out (docs/security-api.md "Sessions"). */
export function revokeSession(id: string): Promise<void> {
  return requestJson(`/web-api/security/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
