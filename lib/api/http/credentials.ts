import { userTokenFrom } from '@/lib/auth/userToken';

/** The client's token and fingerprint rules run in the browser only (see request.ts for why). */
export function inBrowser(): boolean {
  return typeof window !== 'undefined';
}

/**
 * The user_token to send as the bearer (limits-coupon-auth.md §7: "All requests carry a bearer token
 * header"): the browser's cookie, or on the server the one in the Cookie header a server component
 * forwards.
 */
export function currentToken(forwardedCookie?: string): string | null {
  return inBrowser() ? userTokenFrom(document.cookie) : userTokenFrom(forwardedCookie);
}

export function bearer(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
