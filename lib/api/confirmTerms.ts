import { ApiError } from './http';

export const confirmTermsKey = '/web-api/api-v3/v2/user/agreement-rules/confirm';

/** Records that the signed-in player accepts the terms now in force; any failure is an ApiError. */
export async function confirmTerms(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(confirmTermsKey, { method: 'POST', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError('Failed to fetch', 0);
  }
  if (!response.ok) throw new ApiError(`${confirmTermsKey} answered ${response.status}`, response.status);
}
