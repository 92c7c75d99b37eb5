// A session the backend forgot while the browser still holds its cookies: the page that finds out
// sends the visitor through SESSION_ENDED_PATH (app/session-ended/route.ts), which clears them and
// sends him on where a guest at his page goes (lib/guards/sessionEnded.ts): the login page with his
// page as returnUrl (shell-and-routing.md §6). Cleared first, or the login page (guest-only) would
// send him straight back.
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { COOKIE } from '@/lib/config/cookies';
import { DEFAULT_LANGUAGE } from '@/lib/config/languages';
import { isPageAllowed } from '@/lib/routes/access';
import { returnUrlFrom, safeReturnUrl } from './returnUrl';

/** The route handler that clears a dead session's cookies. */
export const SESSION_ENDED_PATH = '/session-ended';

/** The cookies of a session (`ua`, `user_token`), which the handler clears. */
export const SESSION_COOKIES: readonly string[] = [COOKIE.session, COOKIE.userToken];

/** The handler's address for a visitor whose session ended on `returnUrl` (a path with its query). */
export function sessionEndedPath(returnUrl: string): string {
  return `${SESSION_ENDED_PATH}?${new URLSearchParams({ [RETURN_URL_QUERY]: returnUrl })}`;
}

/**
 * Where the browser goes on a 401 it cannot refresh (lib/api/http/request.ts): through the handler
 * when the page needs login, null on a page a guest may see (the session check forgets the session
 * there, docs/decisions/session-check.md) or when the page is not one of this site's.
 */
export function sessionEndedTarget(pathname: string, search: string): string | null {
  if (isPageAllowed(pathname, false)) return null;
  const page = safeReturnUrl(returnUrlFrom(pathname, search), '');
  return page ? sessionEndedPath(page) : null;
}

/** One trip per page and minute: a session the handler finds alive sends the page back, and must not loop. */
export const SESSION_ENDED_STORAGE_KEY = 'session_ended_sent';
export const SESSION_ENDED_REPEAT_MS = 60_000;

export function mayGoAgain(stored: string | null, page: string, nowMs: number): boolean {
  if (!stored) return true;
  const [at, ...rest] = stored.split(' ');
  return rest.join(' ') !== page || !(nowMs - Number(at) < SESSION_ENDED_REPEAT_MS);
}

export function sentRecord(page: string, nowMs: number): string {
  return `${nowMs} ${page}`;
}

/** `DEFAULT_LANGUAGE`'s root: where the handler sends a return URL that is no page of this site. */
export const SESSION_ENDED_FALLBACK = `/${DEFAULT_LANGUAGE}`;
