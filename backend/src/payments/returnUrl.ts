import type { Context } from 'hono';
import { RETURN_URL_FALLBACK, safeReturnUrl } from '../auth/returnUrl';
import { normalizeOrigin } from '../http/sameOrigin';

/**
 * Where the hosted page sends the browser back (ARCHITECTURE.md "Security defaults"): a path of the
 * site under a language prefix, given as a path or as an absolute URL on the site's origin, resolved
 * with the URL parser against that origin. Anything else (another host, another scheme, "//host",
 * a path outside the languages) is refused. Answers the absolute URL to hand to the provider.
 */
export function resolveReturnUrl(value: string, siteOrigin: string): string | null {
  // What a browser would drop or read as "/" (tabs, newlines, backslashes) is refused, not cleaned.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let path = value;
  if (!value.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (normalizeOrigin(url.toString()) !== siteOrigin) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  const safe = safeReturnUrl(path);
  // A page of the site is never "/" alone (the fallback for everything refused).
  if (safe === RETURN_URL_FALLBACK) return null;
  return new URL(safe, siteOrigin).toString();
}

/**
 * The site's origin for this request: SITE_URL, else the address the site's proxy forwarded, else
 * the page's Origin (the request guard has let it through as the site's), else the backend's own.
 */
export function siteOriginOf(c: Context, siteUrl: string | undefined): string {
  const configured = siteUrl ? normalizeOrigin(siteUrl) : null;
  if (configured) return configured;
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  if (host) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || new URL(c.req.url).protocol.replace(':', '');
    const forwarded = normalizeOrigin(`${proto}://${host}`);
    if (forwarded) return forwarded;
  }
  const origin = c.req.header('origin');
  const fromOrigin = origin ? normalizeOrigin(origin) : null;
  return fromOrigin ?? new URL(c.req.url).origin;
}
