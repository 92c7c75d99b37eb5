import { requestJson, query } from './http';
import { OfficeMessageSchema } from './officeMessage';

export const addCurrencyKey = '/web-api/office/accounts';

/**
 * Asks the office API for a currency account (type 9). The backend opens it a moment later, so the
 * caller polls the balance until it appears. Resolves to the server's `data.message`; a failure is
 * an ApiError whose message is the server's `data.message`.
 */
export async function addCurrency(iso: string, lng?: string): Promise<string> {
  const answer = await requestJson(`${addCurrencyKey}${query({ lng })}`, { method: 'POST', body: { iso }, schema: OfficeMessageSchema });
  return answer.data.message;
}
