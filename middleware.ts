import { NextResponse, type NextRequest } from 'next/server';
import { fetchSiteConfig, type SiteConfig } from '@/lib/api/siteConfig';
import { runGuards } from '@/lib/guards/chain';
import { decideLanguage } from '@/lib/guards/language';
import type { RequestFacts } from '@/lib/guards/facts';
import { LANGUAGE_HEADER, NOT_FOUND_SEGMENT, PLATFORM_HEADER } from '@/lib/config/headers';
import { PLATFORM_TYPE_QUERY } from '@/lib/config/guards';
import { GEO_COUNTRY_HEADERS } from '@/lib/config/guards';
import { referralCookies, serializeCookie } from '@/lib/referral/cookies';

const production = process.env.NODE_ENV === 'production';

async function siteConfig(): Promise<SiteConfig | null> {
  try {
    return await fetchSiteConfig();
  } catch (error) {
    // No config ever loaded: the config-driven guards stand aside rather than take the site down.
    console.error(`[middleware] site config unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

// A thin dispatcher: read the request's facts once, run the pure guard chain, turn its decision
// into a response, then add the referral cookies. Rules live in lib/guards; this file translates.
export async function middleware(request: NextRequest) {
  const facts: RequestFacts = {
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookies: Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
    acceptLanguage: request.headers.get('accept-language'),
    country: GEO_COUNTRY_HEADERS.map((name) => request.headers.get(name)).find(Boolean) ?? null,
    config: await siteConfig(),
    production,
    now: Date.now(),
  };
  const decision =
    process.env.GUARD_CHAIN === 'off' ? decideLanguage(facts) : runGuards(facts, { banPageUrl: process.env.BAN_PAGE_URL });
  const response = respond(request, decision);
  for (const cookie of referralCookies(request.nextUrl.searchParams)) {
    response.headers.append('Set-Cookie', serializeCookie(cookie, { secure: production }));
  }
  return response;
}

function respond(request: NextRequest, decision: ReturnType<typeof runGuards>): NextResponse {
  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 307);
    // The target depends on cookies, headers and the config: never share it between visitors.
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Vary', 'Cookie, Accept-Language');
    return response;
  }
  if (decision.kind === 'error') {
    return new NextResponse(decision.message, { status: decision.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  // Headers the pages trust are set here only, never taken from the client.
  const headers = new Headers(request.headers);
  headers.set(LANGUAGE_HEADER, decision.language);
  headers.delete(PLATFORM_HEADER);
  if (request.nextUrl.searchParams.get(PLATFORM_TYPE_QUERY) === 'mobile') headers.set(PLATFORM_HEADER, 'mobile');
  if (decision.kind === 'not-found') {
    const url = new URL(`/${decision.language}/${NOT_FOUND_SEGMENT}`, request.url);
    return NextResponse.rewrite(url, { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Everything but Next's own assets, the API prefixes (rewritten to the backend by
  // next.config.ts), the files served at the root (favicon, robots.txt, sitemap.xml, the ad-blocker
  // bait ads.js) and the build-id endpoint (app/version/route.ts). Keep this list to what exists:
  // anything skipped here that is not a file or route would reach app/[lng] with no language checked.
  matcher: ['/((?!_next/|web-api/|limit-service-api/|social-api/|fragments/|favicon\\.svg$|robots\\.txt$|sitemap\\.xml$|ads\\.js$|version$).*)'],
};
