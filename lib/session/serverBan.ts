import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { fetchRights } from '@/lib/api/rights';
import { GUEST_HINT, type SessionHint } from '@/lib/auth/sessionHint';
import { COOKIE } from '@/lib/config/cookies';
import { decideBan } from '@/lib/guards/access';
import type { RouteEntry } from '@/lib/routes/manifest';

/**
 * The ban in force for this request, as the backend sees it (GET /user/rights reads the player's
 * record), never as the user_token claims it: a player who deletes the token or forges `ban: 0`
 * still carries his `ua` session, and this is where the server render learns his real ban.
 * Kept beside getServerSession (serverSession.ts) rather than in it: one call, made only by the
 * pages that route by it, in parallel with the layout's session read. Server components only.
 */
export const getServerBan = cache(async (): Promise<SessionHint> => {
  const jar = await cookies();
  if (!jar.has(COOKIE.session) && !jar.has(COOKIE.userToken)) return GUEST_HINT;
  try {
    const rights = await fetchRights({ cookie: jar.toString() });
    return { signedIn: true, banLevel: rights.ban_level, banVersion: rights.ban_version };
  } catch {
    // No live session (401), or the backend cannot say: no ban to route by here. The backend still
    // refuses a banned player every money call (auth/requireSession.ts), so nothing leaks.
    return GUEST_HINT;
  }
});

/**
 * Sends a banned player to the ban page from the server render, by the same rule the middleware
 * applies to the cookie (lib/guards/access.ts decideBan): every page but the ban-exempt deduce page
 * for the level his ban version allows. Call it before anything streams, so the answer is a 307.
 */
export async function redirectIfBanned(route: Pick<RouteEntry, 'banExempt'>): Promise<void> {
  const decision = decideBan(route, await getServerBan(), { banPageUrl: process.env.BAN_PAGE_URL });
  if (decision?.kind === 'redirect') redirect(decision.location);
}
