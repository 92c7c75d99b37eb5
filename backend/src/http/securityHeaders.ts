import type { MiddlewareHandler } from 'hono';

/**
 * The backend's own answers reach the browser directly through the site's rewrite
 * (docs/decisions/csp.md), so each one carries the security headers itself: an answer the site proxies keeps the
 * headers set here (the proxy lets a backend header replace the site's one of the same name).
 * They are JSON, not pages: nothing in one may load or run anything, nor be framed. The site's
 * page policy lives in lib/security/headers.ts (the backend never imports the site).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The same values the site sends (lib/config/security.ts), minus the page policy. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
};

/** HSTS lifetime when SITE_URL is https: two years, as the site sends it. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

export interface SecurityHeaderOptions {
  /** SITE_URL: the site's public origin; https turns HSTS on. */
  siteUrl?: string;
}

function isHttps(siteUrl: string | undefined): boolean {
  try {
    return siteUrl !== undefined && new URL(siteUrl).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Adds the headers to every answer, errors and 404s included, after the route has run. A header
 * the route set itself stays: the simulated provider's HTML page (auth/socialPage.ts) has its own,
 * stricter CSP and Referrer-Policy, and gets only what it lacks from here.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const headers: Record<string, string> = { ...API_SECURITY_HEADERS };
  if (isHttps(options.siteUrl)) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE_SECONDS}`;
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
