import { requestJson } from '../http';
import { SecurityOverviewSchema, type SecurityOverview } from './overview';

/** POST /web-api/security/question: sets or (with the password) changes the question and answer. */
export function setQuestion(body: { question_id: number; answer: string; password?: string }): Promise<SecurityOverview> {
  return requestJson('/web-api/security/question', { method: 'POST', body, schema: SecurityOverviewSchema });
}
