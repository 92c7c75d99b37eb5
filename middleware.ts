import { NextResponse, type NextRequest } from 'next/server';
import { runGuards } from '@/lib/guards/chain';
import type { RequestFacts } from '@/lib/guards/facts';
import { LANGUAGE_HEADER, NOT_FOUND_SEGMENT } from '@/lib/config/headers';

// A thin dispatcher: read the request's facts once, run the pure guard chain, turn its decision
// into a response. Rules live in lib/guards; this file only translates.
export function middleware(request: NextRequest) {
  const facts: RequestFacts = {
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookies: Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
    acceptLanguage: request.headers.get('accept-language'),
  };
  const decision = runGuards(facts);

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 307);
    // The target depends on the lng cookie and Accept-Language: never share it between visitors.
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Vary', 'Cookie, Accept-Language');
    return response;
  }

  const headers = new Headers(request.headers);
  headers.set(LANGUAGE_HEADER, decision.language);
  if (decision.kind === 'not-found') {
    const url = new URL(`/${decision.language}/${NOT_FOUND_SEGMENT}`, request.url);
    return NextResponse.rewrite(url, { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Everything but Next's own assets, the API prefixes (rewritten to the backend by
  // next.config.ts) and the two files served at the root. Keep this list to files that exist:
  // anything skipped here that is not a file would reach app/[lng] with no language checked.
  matcher: ['/((?!_next/|web-api/|limit-service-api/|social-api/|fragments/|favicon\\.svg$|robots\\.txt$).*)'],
};
