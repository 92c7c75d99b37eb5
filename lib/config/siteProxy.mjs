// The site's own front server (scripts/serve.mjs) and its contract with the backend
// (docs/site-proxy.md). Plain JavaScript so that server, which Node runs without a
// TypeScript loader, can import it; lib/config/siteProxy.d.mts types it for the rest of the site.

/**
 * The largest request body the site passes on to the backend on the API prefixes: 64 KiB, the
 * backend's own JSON limit (backend/src/http/limits.ts). Every body the site sends is far smaller
 * (sign-in, registration, the One Tap multipart with its ~2 KB credential); a larger one is refused
 * with 413 before Next or the backend reads it.
 */
export const SITE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The upload endpoints (multipart, a file of at most 10 MB plus the form around it): the only API
 * paths whose body may pass SITE_BODY_LIMIT_BYTES, up to SITE_UPLOAD_BODY_LIMIT_BYTES, the backend's
 * own limit for them (backend/src/http/uploadEndpoints.ts; docs/documents-api.md "Uploads through
 * the site"). A POST to one of these paths, nothing else.
 */
export const SITE_UPLOAD_PATHS = ['/web-api/documents', '/web-api/support/attachments'];
export const SITE_UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;

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

/**
 * Paths under the API prefixes that the site answers itself (its route handlers under app/), which
 * the front server leaves to Next: the line's event stream (app/web-api/line/feed/route.ts, passed
 * on unbuffered there). Every other path under the prefixes the front server sends to the backend
 * itself (docs/site-proxy.md "When the backend does not answer"); a unit test holds this list to app/.
 */
export const SITE_OWN_API_PATHS = ['/web-api/line/feed'];

/** The backend when BACKEND_URL is unset (lib/config/backend.ts DEFAULT_BACKEND_URL; a unit test keeps them equal). */
export const SITE_DEFAULT_BACKEND_URL = 'http://127.0.0.1:4000';

/**
 * How long the front server waits for the backend's answer to begin (its status and headers) on
 * the API prefixes before it answers 503 itself: a backend that refuses the connection is answered
 * at once, one that accepts it and says nothing within this long as well. 10 s is longer than any
 * answer of the reference backend (live acceptance holds a bet about 2 s) and a third of the 30 s
 * Next's rewrite proxy waited before its plain-text 500. Once the answer has begun it streams for
 * as long as it lasts.
 */
export const SITE_BACKEND_ANSWER_TIMEOUT_MS = 10_000;

/** `Retry-After` of that 503, in seconds: about when a restarted backend answers again (scripts/lib/supervisor.mjs). */
export const SITE_BACKEND_RETRY_AFTER_SECONDS = 5;

/**
 * An idle keep-alive connection to the backend is closed by the site after this long, well before
 * the backend closes it (the reference backend keeps one 65 s; a Node server's default is 5 s and
 * its `Keep-Alive: timeout=5` hint shortens this further), so a request is rarely sent down a
 * connection the backend is closing at that moment; the one that is, if it is safe to repeat, is
 * sent again once (lib/net/backendProxy.mjs).
 */
export const SITE_BACKEND_IDLE_SOCKET_MS = 30_000;

/**
 * The front server keeps a client's idle connection this long (Node's default is 5 s), longer than
 * the 60 s idle timeout load balancers commonly use, so the balancer, not the site, closes an idle
 * connection, and never one it is sending a request down. Headers must arrive within a second more
 * (Node wants headersTimeout above keepAliveTimeout).
 */
export const SITE_KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const SITE_HEADERS_TIMEOUT_MS = 66_000;

/**
 * The security headers of an answer the site writes itself on the API prefixes (the 503 above, the
 * 413): those of every backend answer there (backend/src/http/securityHeaders.ts API_SECURITY_HEADERS:
 * JSON, nothing in it may load, run or be framed), the same values as the site's own headers
 * (lib/security/headers.ts) but for the page policy. Unit tests hold them equal to both.
 * `Strict-Transport-Security` is added when SITE_URL is https, as both do.
 */
export const SITE_API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
};

/** HSTS lifetime on https, as the site and the backend send it (lib/config/security.ts HSTS_MAX_AGE_SECONDS). */
export const SITE_HSTS_MAX_AGE_SECONDS = 63_072_000;
