import { http, HttpResponse } from 'msw';
import { resetFingerprint } from '@/lib/api/fingerprint';
import { setCaptchaHandler, setSessionEndedHandler, setTermsChangedHandler } from '@/lib/api/http';
import { resetSessionLoad } from '@/lib/api/sessionLoad';
import { resetTokenRefresh } from '@/lib/api/token';
import { server } from '@/tests/support/server';

/** A user_token as the backend signs it (the site never checks the signature). */
export function makeToken(claims: { exp: number; sid?: string; uid?: number }): string {
  const payload = { sid: claims.sid ?? 's1', uid: claims.uid ?? 1001, exp: claims.exp, ban: 0, bv: 0 };
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;
}

/** A token that expires an hour after `nowMs`. */
export function liveToken(nowMs: number = Date.now(), sid = 's1'): string {
  return makeToken({ exp: Math.floor(nowMs / 1000) + 3600, sid });
}

export function setTokenCookie(token: string): void {
  document.cookie = `user_token=${token}; Path=/`;
}

export function clearTokenCookie(): void {
  document.cookie = 'user_token=; Path=/; Max-Age=0';
}

/** Every test starts from a fresh page load: no token refresh, fingerprint, handlers or cookie. */
export function resetClient(): void {
  resetTokenRefresh();
  resetFingerprint();
  resetSessionLoad();
  setCaptchaHandler(null);
  setTermsChangedHandler(null);
  setSessionEndedHandler(null);
  if (typeof document !== 'undefined') clearTokenCookie();
}

/** gettoken?force_refresh=true answering the given tokens in turn; `calls` counts the calls. */
export function tokenEndpoint(...tokens: string[]) {
  const seen = { calls: 0, urls: [] as string[] };
  server.use(
    http.get('*/web-api/user/gettoken', ({ request }) => {
      seen.urls.push(request.url);
      const token = tokens[Math.min(seen.calls, tokens.length - 1)] ?? '';
      seen.calls += 1;
      return HttpResponse.json({ token, expires_at: Math.floor(Date.now() / 1000) + 3600 });
    }),
  );
  return seen;
}
