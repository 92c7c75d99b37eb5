import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { COOKIE } from '@/lib/config/cookies';
import { sessionEndedPath } from '@/lib/auth/sessionEnded';
import { localizedPath } from '@/lib/routes/localized';
import type { RouteEntry } from '@/lib/routes/types';
import { getServerSession } from './serverSession';

/**
 * A page that needs login, opened with session cookies the backend no longer knows (the middleware
 * let them in on the cookies alone): sent to the login page with the page as returnUrl, through the
 * handler that clears the dead cookies first (lib/guards/sessionEnded.ts). A backend that cannot
 * say is no ended session (the page says "temporarily unavailable", docs/decisions/backend-faults.md).
 * Call it before anything streams, so the answer is a 307. Server components only.
 */
export async function redirectIfSessionEnded(
  route: Pick<RouteEntry, 'access'>,
  page: { lng: string; path: string; search: () => Promise<string> },
): Promise<void> {
  if (route.access !== 'auth' && route.access !== 'auth-app') return;
  const jar = await cookies();
  if (!jar.has(COOKIE.session) && !jar.has(COOKIE.userToken)) return;
  const session = await getServerSession();
  if (session.userId !== null || session.unavailable) return;
  redirect(sessionEndedPath(localizedPath(page.lng, page.path) + (await page.search())));
}
