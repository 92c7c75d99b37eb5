import { postJson } from './http';

export const confirmTermsKey = '/web-api/api-v3/v2/user/agreement-rules/confirm';

/** Records that the signed-in player accepts the terms now in force; any failure is an ApiError. */
export function confirmTerms(): Promise<void> {
  return postJson(confirmTermsKey);
}
