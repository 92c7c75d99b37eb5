import { requestJson, query } from './http';
import { OfficeMessageSchema } from './officeMessage';

export const removeCurrencyKey = (id: number) => `/web-api/office/accounts/${id}`;

/** Removes a currency account (empty, not active). Resolves to the server's `data.message`. */
export async function removeCurrency(id: number, lng?: string): Promise<string> {
  const answer = await requestJson(`${removeCurrencyKey(id)}${query({ lng })}`, { method: 'DELETE', schema: OfficeMessageSchema });
  return answer.data.message;
}
