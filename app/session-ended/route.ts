import { NextResponse, type NextRequest } from 'next/server';
import { fetchSessionUserId } from '@/lib/api/session';
import { fetchSiteConfig } from '@/lib/api/siteConfig';
import { ApiError } from '@/lib/api/http';
import { safeReturnUrl } from '@/lib/auth/returnUrl';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { COOKIE } from '@/lib/config/cookies';
import { afterSessionEnded } from '@/lib/guards/sessionEnded';
import { SESSION_COOKIES, SESSION_ENDED_FALLBACK } from '@/lib/auth/sessionEnded';

// Answered per visitor: it reads and clears his cookies.
export const dynamic = 'force-dynamic';

/**
 * A session the backend forgot (lib/guards/sessionEnded.ts): asks the backend, and only when it
 * confirms there is no session clears `ua` and `user_token` and sends the visitor where a guest at
 * his page goes (the login page, his page as returnUrl). A live session, or a backend that cannot
 * say, goes back to the page untouched: nothing here can sign anyone out. Outside the language
 * tree like /version: the middleware lets it through (see its matcher), it is no page of the manifest.
 */
export async function GET(request: NextRequest) {
  const raw = request.nextUrl.searchParams.get(RETURN_URL_QUERY);
  const cookies = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  let ended = false;
  try {
    ended = (await fetchSessionUserId({ cookie: request.headers.get('cookie') ?? '' })) === null;
  } catch (error) {
    ended = error instanceof ApiError && error.status === 401;
  }
  const config = ended ? await fetchSiteConfig().catch(() => null) : null;
  const location = ended
    ? afterSessionEnded(raw, { cookies, config, production: process.env.NODE_ENV === 'production', now: Date.now() })
    : safeReturnUrl(raw, SESSION_ENDED_FALLBACK);
  const response = NextResponse.redirect(new URL(location, request.url), 307);
  response.headers.set('Cache-Control', 'private, no-store');
  if (ended) {
    // The backend's own attributes (docs/auth-api.md "Cookies"), so the browser replaces its cookies.
    for (const name of SESSION_COOKIES) {
      response.cookies.set(name, '', { path: '/', maxAge: 0, sameSite: 'lax', httpOnly: name === COOKIE.session, secure: request.nextUrl.protocol === 'https:' });
    }
  }
  return response;
}
