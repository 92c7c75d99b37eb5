import { postJson } from './http';

export const cookieAgreementKey = '/web-api/user/cookies-agreement';

/** Logs when a signed-in player agreed to cookies (shell-and-routing.md §7: params cookiesAgreeTime). */
export function logCookieAgreement(cookiesAgreeTime: string): Promise<void> {
  return postJson(cookieAgreementKey, { cookiesAgreeTime });
}
