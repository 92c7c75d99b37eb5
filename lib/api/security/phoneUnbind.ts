import { requestJson } from '../http';
import { SecurityOverviewSchema, type SecurityOverview } from './overview';

/** POST /web-api/security/phone/unbind: with the password; the page's new state. */
export function unbindPhone(password: string): Promise<SecurityOverview> {
  return requestJson('/web-api/security/phone/unbind', { method: 'POST', body: { password }, schema: SecurityOverviewSchema });
}
