import { ApiError } from './http';

export const cookieAgreementKey = '/web-api/user/cookies-agreement';

/** Logs when a signed-in player agreed to cookies (shell spec §7: params cookiesAgreeTime). */
export async function logCookieAgreement(cookiesAgreeTime: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(cookieAgreementKey, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ cookiesAgreeTime }),
    });
  } catch {
    throw new ApiError('Failed to fetch', 0);
  }
  if (!response.ok) throw new ApiError(`${cookieAgreementKey} answered ${response.status}`, response.status);
}
