import { requestJson } from '../http';
import { SecurityOverviewSchema, type SecurityOverview } from './overview';

/** POST /web-api/security/phone/confirm: the SMS code binds the phone; the page's new state. */
export function confirmPhone(code: string): Promise<SecurityOverview> {
  return requestJson('/web-api/security/phone/confirm', { method: 'POST', body: { code }, schema: SecurityOverviewSchema });
}
