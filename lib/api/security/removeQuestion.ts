import { requestJson } from '../http';
import { SecurityOverviewSchema, type SecurityOverview } from './overview';

/** POST /web-api/security/question/remove: with the password. */
export function removeQuestion(password: string): Promise<SecurityOverview> {
  return requestJson('/web-api/security/question/remove', { method: 'POST', body: { password }, schema: SecurityOverviewSchema });
}
