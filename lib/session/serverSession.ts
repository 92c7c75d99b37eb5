import { cache } from 'react';
import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { COOKIE } from '@/lib/config/cookies';
import { fetchSessionUserId } from '@/lib/api/session';
import { fetchBalance, type Balance } from '@/lib/api/balance';
import { fetchUserConfig, type UserConfigPayload } from '@/lib/api/userConfig';
import { isBackendFault } from '@/lib/api/lastGood';

export interface ServerSession {
  userId: number | null;
  balance: Balance | null;
  /** The user config, so settings such as hide-balance are right in the first render; null if it failed. */
  userConfig: UserConfigPayload | null;
  /**
   * The visitor has a session cookie but the backend could not be asked (down, late, 5xx): not a
   * guest, so pages say "temporarily unavailable", never "sign in" (docs/decisions/backend-faults.md).
   */
  unavailable?: boolean;
}

const GUEST: ServerSession = { userId: null, balance: null, userConfig: null };

/**
 * The session as the backend sees it, checked again on the server for this render (the
 * middleware's view of the cookies is only an early check). A visitor with no session cookie
 * costs no call. A backend fault renders the page without a user, marked unavailable, rather than
 * failing it; a 4xx answer (the session is not valid) is a guest.
 * Server components only (it reads the request's cookies).
 */
export const getServerSession = cache(async (): Promise<ServerSession> => {
  const jar = await cookies();
  if (!jar.has(COOKIE.session) && !jar.has(COOKIE.userToken)) return GUEST;
  const cookie = jar.toString();
  try {
    const userId = await fetchSessionUserId({ cookie });
    if (userId === null) return GUEST;
    const [balance, userConfig] = await Promise.all([
      fetchBalance({ cookie, lng: await getLocale() }).catch(() => null),
      fetchUserConfig({ cookie }).catch(() => null),
    ]);
    return { userId, balance, userConfig };
  } catch (error) {
    console.error(`[session] ${error instanceof Error ? error.message : String(error)}`);
    return isBackendFault(error) ? { ...GUEST, unavailable: true } : GUEST;
  }
});
