import { cache } from 'react';
import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { COOKIE } from '@/lib/config/cookies';
import { fetchSessionUserId } from '@/lib/api/session';
import { fetchBalance, type Balance } from '@/lib/api/balance';
import { fetchUserConfig, type UserConfigPayload } from '@/lib/api/userConfig';

export interface ServerSession {
  userId: number | null;
  balance: Balance | null;
  /** The user config, so settings such as hide-balance are right in the first render; null if it failed. */
  userConfig: UserConfigPayload | null;
}

const GUEST: ServerSession = { userId: null, balance: null, userConfig: null };

/**
 * The session as the backend sees it, checked again on the server for this render (the
 * middleware's view of the cookies is only an early check). A visitor with no session cookie
 * costs no call. A backend failure renders the page as a guest rather than failing it.
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
    return GUEST;
  }
});
