import { requestJson, query } from './http';
import { OfficeMessageSchema } from './officeMessage';

export const convertAccountKey = '/web-api/office/accounts/convert';

/**
 * Converts as the convert-account status allows: with 1 the main account takes currency `iso`, with
 * 2 the currency account in `iso` becomes the main one. Resolves to the server's `data.message`.
 */
export async function convertAccount(iso: string, lng?: string): Promise<string> {
  const answer = await requestJson(`${convertAccountKey}${query({ lng })}`, { method: 'POST', body: { iso }, schema: OfficeMessageSchema });
  return answer.data.message;
}
