// The security headers of every answer the site gives: pages, redirects, the 404, static files and
// the API answers it proxies (next.config.ts sends them for every path; the middleware sends each
// page its own script policy with a fresh nonce). Pure: the inputs are SITE_URL, the fragment
// allow-list and the nonce, so the unit tests cover every branch.
//
// Why a nonce (docs/decisions/csp.md): the app router writes its RSC payload as inline
// `self.__next_f.push(...)` scripts whose text differs per page, so no hash can list them; with a
// nonce in the request's policy Next stamps it on every script it writes, and an injected inline
// script or event handler has none. A page kept for every visitor (docs/cached-pages.md) carries
// no nonce: the front server allows its inline scripts by their hashes instead. Answers that are
// not pages get the same policy without one (no inline script at all). No `'unsafe-eval'` outside
// development: a trusted fragment's code runs as a script element of its own
// (components/fragments/applyFragment.ts), so nothing of the site evaluates a string.

import { FRAGMENT_ALLOWED_ORIGINS } from '../config/fragments';
import { GOOGLE_ONE_TAP_SCRIPT_URL } from '../config/registration';
import { GOOGLE_IDENTITY_SOURCES, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY_DISABLED, REFERRER_POLICY } from '../config/security';

export interface SecurityHeaderOptions {
  /** The site's public origin (SITE_URL); https turns on HSTS and upgrade-insecure-requests. */
  siteUrl: string;
  /** Origins whose fragment scripts and style sheets may load (lib/config/fragments.ts). */
  fragmentOrigins: readonly string[];
  /** This page's nonce (middleware); without one no inline script may run. */
  nonce?: string;
  /**
   * `next dev`: React rebuilds server error stacks in the browser with `eval` there (Next's CSP
   * guide), so development alone keeps `'unsafe-eval'`; a production build never needs it.
   */
  development?: boolean;
}

export interface Header {
  key: string;
  value: string;
}

/**
 * The allow-list as CSP sources: https origins only (as the fragment sanitiser accepts them),
 * reduced to the origin, so a malformed entry can never smuggle a keyword or a `;` into the policy.
 */
export function fragmentSources(origins: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const entry of origins) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:') sources.add(url.origin);
    } catch {
      // Not a URL: the sanitiser ignores it too.
    }
  }
  return [...sources];
}

function isHttps(siteUrl: string): boolean {
  try {
    return new URL(siteUrl).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The Content-Security-Policy value, directives joined by `; `. */
export function contentSecurityPolicy({ siteUrl, fragmentOrigins, nonce, development = false }: SecurityHeaderOptions): string {
  const fragments = fragmentSources(fragmentOrigins);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The nonce lets Next's inline payload scripts and a trusted fragment's code run (see the file
    // comment); no string is ever evaluated, so an injected `eval` or `new Function` is refused.
    [
      'script-src',
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...(development ? ["'unsafe-eval'"] : []),
      ...fragments,
      GOOGLE_ONE_TAP_SCRIPT_URL,
    ],
    // React `style` attributes and a fragment's own `<style>` are inline.
    ['style-src', "'self'", "'unsafe-inline'", ...fragments, GOOGLE_IDENTITY_SOURCES.style],
    // data: the captcha picture; blob: object URLs.
    ['img-src', "'self'", 'data:', 'blob:', ...fragments],
    ['font-src', "'self'", 'data:', ...fragments],
    ['connect-src', "'self'", ...fragments, GOOGLE_IDENTITY_SOURCES.connect],
    ['frame-src', "'self'", GOOGLE_IDENTITY_SOURCES.frame],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    // Nobody frames the site (clickjacking); X-Frame-Options says the same to older browsers.
    ['frame-ancestors', "'none'"],
  ];
  if (isHttps(siteUrl)) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every security header, in the `{ key, value }` form next.config.ts `headers()` takes. */
export function securityHeaders(options: SecurityHeaderOptions): Header[] {
  const headers: Header[] = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: REFERRER_POLICY },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY_DISABLED.map((feature) => `${feature}=()`).join(', ') },
  ];
  // Only on https: over http the browser ignores it, and a site moved to https later should not
  // have told browsers anything before. No includeSubDomains: other hosts of the domain are not ours.
  if (isHttps(options.siteUrl)) {
    headers.push({ key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}` });
  }
  return headers;
}

function siteOptions(env: Record<string, string | undefined>): SecurityHeaderOptions {
  return { siteUrl: env.SITE_URL || 'http://localhost:3000', fragmentOrigins: FRAGMENT_ALLOWED_ORIGINS, development: env.NODE_ENV === 'development' };
}

/** The headers for this deployment: SITE_URL (as lib/i18n/alternates.ts reads it), NODE_ENV and the allow-list. */
export function siteSecurityHeaders(env: Record<string, string | undefined> = process.env): Header[] {
  return securityHeaders(siteOptions(env));
}

/** A page's policy with its nonce (the middleware sends it to Next and to the browser). */
export function pageContentSecurityPolicy(nonce: string, env: Record<string, string | undefined> = process.env): string {
  return contentSecurityPolicy({ ...siteOptions(env), nonce });
}

/** 128 random bits, base64: a fresh nonce for one page answer (Web Crypto: middleware and Node). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
