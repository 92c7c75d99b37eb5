import { NextResponse, type NextRequest } from 'next/server';
import { fetchSiteConfig, type SiteConfig } from '@/lib/api/siteConfig';
import { userTokenSignature } from '@/lib/auth/tokenSignature';
import { COOKIE } from '@/lib/config/cookies';
import { runGuards } from '@/lib/guards/chain';
import { decideLanguage } from '@/lib/guards/language';
import type { RequestFacts } from '@/lib/guards/facts';
import { LANGUAGE_HEADER, NOT_FOUND_SEGMENT, PLATFORM_HEADER } from '@/lib/config/headers';
import { PLATFORM_TYPE_QUERY } from '@/lib/config/guards';
import { GEO_COUNTRY_HEADERS } from '@/lib/config/guards';
import { referralCookies, serializeCookie } from '@/lib/referral/cookies';
import { createNonce, pageContentSecurityPolicy } from '@/lib/security/headers';
import { servesCachedPage } from '@/lib/cache/cachedPage';
import { CACHED_PAGE_HEADER, FRONT_SERVER_HEADER } from '@/lib/config/cachedPages.mjs';
import { matchRoute } from '@/lib/routes/match';
import { cachedPagePath } from '@/lib/routes/localized';

const CSP_HEADER = 'Content-Security-Policy';

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
  const cookies: Record<string, string> = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  const config = await siteConfig();
  const facts: RequestFacts = {
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookies,
    acceptLanguage: request.headers.get('accept-language'),
    country: GEO_COUNTRY_HEADERS.map((name) => request.headers.get(name)).find(Boolean) ?? null,
    config,
    production,
    now: Date.now(),
    // The token's ban and expiry count only once its signature checks out with the published key.
    userTokenSignature: await userTokenSignature(cookies[COOKIE.userToken], config?.userTokenKey),
  };
  const decision =
    process.env.GUARD_CHAIN === 'off' ? decideLanguage(facts) : runGuards(facts, { banPageUrl: process.env.BAN_PAGE_URL });
  const response = respond(request, decision, cookies);
  for (const cookie of referralCookies(request.nextUrl.searchParams)) {
    response.headers.append('Set-Cookie', serializeCookie(cookie, { secure: production }));
  }
  return response;
}

/**
 * Whether the guards' "go on" may be answered from the cached page (lib/cache/cachedPage.ts). Only
 * behind the site's front server, which gives the cached page its script policy.
 */
function cachedPage(request: NextRequest, language: string, cookies: Record<string, string>): string | null {
  if (request.headers.get(FRONT_SERVER_HEADER) !== '1') return null;
  const path = request.nextUrl.pathname.slice(language.length + 1);
  const facts = { method: request.method, search: request.nextUrl.search, cookies, match: matchRoute(path) };
  return servesCachedPage(facts) ? cachedPagePath(language, path) : null;
}

function respond(request: NextRequest, decision: ReturnType<typeof runGuards>, cookies: Record<string, string>): NextResponse {
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
  // A page's script policy carries a nonce of its own: Next reads it from the request and stamps
  // it on the scripts it writes; the browser gets the same policy (lib/security/headers.ts).
  const policy = pageContentSecurityPolicy(createNonce());
  const cached = decision.kind === 'next' ? cachedPage(request, decision.language, cookies) : null;
  if (cached) {
    // A page kept for every visitor carries no nonce: the policy goes under a header of ours (Next
    // would stamp a Content-Security-Policy's nonce into the page it keeps), and the front server
    // sends it with the page's inline scripts allowed by their hashes instead (docs/cached-pages.md).
    const response = NextResponse.rewrite(new URL(cached, request.url), { request: { headers } });
    response.headers.set(CACHED_PAGE_HEADER, policy);
    return response;
  }
  headers.set(CSP_HEADER, policy);
  const response =
    decision.kind === 'not-found'
      ? NextResponse.rewrite(new URL(`/${decision.language}/${NOT_FOUND_SEGMENT}`, request.url), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

export const config = {
  // Everything but Next's own assets, the API prefixes and the casino's game page (rewritten to the
  // backend by next.config.ts), the games' art (app/casino-art/[lng]/[file]/route.ts, which checks
  // its language itself), the files served at the root (favicon, robots.txt, sitemap.xml, the
  // ad-blocker bait ads.js), the build-id endpoint (app/version/route.ts) and the one that clears a
  // dead session's cookies (app/session-ended/route.ts). Keep this list to what exists:
  // anything skipped here that is not a file or route would reach app/[lng] with no language checked.
  matcher: ['/((?!_next/|web-api/|limit-service-api/|social-api/|fragments/|casino-games/|casino-art/|favicon\\.svg$|robots\\.txt$|sitemap\\.xml$|ads\\.js$|version$|session-ended$|site-cache/).*)'],
};
