/**
 * Whether a state-changing request comes from the site's own pages (docs/request-guard.md). Pure: the
 * facts are read from the request by requestGuard.ts.
 *
 * The rule, in order:
 * 1. `Sec-Fetch-Site: same-origin`: the browser itself says the page that sent it is the site.
 * 2. `Sec-Fetch-Site: same-site | cross-site`: another origin (another port of the same host is
 *    "same-site"): refused, whatever Origin says.
 * 3. An `Origin` header: allowed only when it is one of the site's origins (see siteOrigins);
 *    `Origin: null` (sandboxed frames, opaque redirects) never is.
 * 4. Neither header: not a browser. Every current browser sends `Origin` on a POST, PUT, PATCH or
 *    DELETE, same-origin or not, so such a request is curl or the site's own server code (which
 *    forwards the visitor's cookies and must keep working). A browser old enough to send neither
 *    is still stopped at the JSON endpoints by the content-type rule: a form cannot send JSON.
 */
export type OriginVerdict = { allowed: true } | { allowed: false; why: string };

export interface OriginFacts {
  /** The `Origin` header, if any. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` header, if any. */
  fetchSite: string | undefined;
  /** The origins the site is reached at (siteOrigins). */
  siteOrigins: readonly string[];
}

export function decideOrigin({ origin, fetchSite, siteOrigins }: OriginFacts): OriginVerdict {
  const site = fetchSite?.trim().toLowerCase();
  if (site === 'same-origin') return { allowed: true };
  if (site === 'same-site' || site === 'cross-site') return { allowed: false, why: `Sec-Fetch-Site is ${site}` };
  if (origin !== undefined) {
    const normalized = normalizeOrigin(origin);
    if (normalized !== null && siteOrigins.includes(normalized)) return { allowed: true };
    return { allowed: false, why: `Origin ${JSON.stringify(origin.slice(0, 200))} is not the site's` };
  }
  // `Sec-Fetch-Site: none` (typed in the address bar, a bookmark) with no Origin: no page sent it,
  // but no page of the site did either; a state change needs one.
  if (site !== undefined) return { allowed: false, why: `Sec-Fetch-Site is ${site} and there is no Origin` };
  return { allowed: true };
}

export interface SiteOriginFacts {
  /** SITE_URL, the site's public address, when the backend is told it. */
  siteUrl: string | undefined;
  /** `X-Forwarded-Host` / `X-Forwarded-Proto`: set by the site's rewrite proxy (Next) to the
   * address the browser used. A page cannot set them on a cross-origin request (they are not
   * CORS-safelisted and forms send no headers), so trusting them here gives nothing away. */
  forwardedHost: string | undefined;
  forwardedProto: string | undefined;
  /** The URL the backend was addressed at (its own origin: pages it serves directly). */
  requestUrl: string;
}

/** Every origin the site counts as itself: SITE_URL, the proxied address, the backend's own. */
export function siteOrigins({ siteUrl, forwardedHost, forwardedProto, requestUrl }: SiteOriginFacts): string[] {
  const own = normalizeOrigin(requestUrl);
  const origins = new Set<string>();
  if (own) origins.add(own);
  const configured = siteUrl ? normalizeOrigin(siteUrl) : null;
  if (configured) origins.add(configured);
  const host = firstValue(forwardedHost);
  if (host) {
    const proto = firstValue(forwardedProto) ?? (own ? new URL(own).protocol.replace(':', '') : 'http');
    const forwarded = normalizeOrigin(`${proto}://${host}`);
    if (forwarded) origins.add(forwarded);
  }
  return [...origins];
}

/** `scheme://host[:port]` of a URL, lower-cased, default port dropped; null for `null` or junk. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The first of a comma-separated list of proxy header values. */
function firstValue(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.trim();
  return first ? first : undefined;
}
