// The site's own front server (scripts/serve.mjs) and its contract with the backend (issue 9,
// points 3 and 8; docs/site-proxy.md). Plain JavaScript so that server, which Node runs without a
// TypeScript loader, can import it; lib/config/siteProxy.d.mts types it for the rest of the site.

/**
 * The largest request body the site passes on to the backend on the API prefixes: 64 KiB, the
 * backend's own JSON limit (backend/src/http/limits.ts). Every body the site sends is far smaller
 * (sign-in, registration, the One Tap multipart with its ~2 KB credential); a larger one is refused
 * with 413 before Next or the backend reads it.
 */
export const SITE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * After a 413 the rest of an oversized body is read and thrown away, so the client gets to read the
 * answer instead of a reset connection; beyond this many bytes the connection is closed instead.
 */
export const SITE_BODY_DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** The prefixes served by the backend (lib/config/backend.ts API_PREFIXES; a unit test keeps them equal). */
export const SITE_API_PREFIXES = ['/web-api', '/limit-service-api', '/social-api', '/fragments', '/casino-games'];

/** The client's address as the site sees it, set on every request it passes on. */
export const SITE_CLIENT_ADDRESS_HEADER = 'x-site-client-address';
/** The shared secret that proves a request came through the site (the backend compares it in constant time). */
export const SITE_PROXY_KEY_HEADER = 'x-site-proxy-key';

/** Client-sent claims about addresses the site removes: only its own view goes on. */
export const UNTRUSTED_ADDRESS_HEADERS = ['x-real-ip', 'forwarded', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

/** Environment: proxies in front of the site whose X-Forwarded-For entries are trusted (default 0). */
export const TRUSTED_PROXY_COUNT_ENV = 'TRUSTED_PROXY_COUNT';
/** Environment: the shared secret, given to the site and the backend alike. */
export const SITE_PROXY_KEY_ENV = 'SITE_PROXY_KEY';
/** The largest TRUSTED_PROXY_COUNT accepted; a longer chain of proxies is a configuration mistake. */
export const MAX_TRUSTED_PROXY_COUNT = 10;
