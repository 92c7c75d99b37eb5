// Where the backend lives. The browser talks to it over same-origin prefixes that the site's
// front server passes on to BACKEND_URL (scripts/serve.mjs, docs/site-proxy.md); server code calls
// BACKEND_URL directly.
export const DEFAULT_BACKEND_URL = 'http://127.0.0.1:4000';

/**
 * The same-origin prefixes the backend serves. `/casino-games` is the casino's game page (plain
 * HTML, with its own CSP, for the site's sandboxed frame: docs/casino-games.md "Game page"): served
 * from the site's origin so the frame talks to `/web-api/casino/play` with the site's cookies.
 */
export const API_PREFIXES = ['/web-api', '/limit-service-api', '/social-api', '/fragments', '/casino-games'] as const;

/** Build API path (shell-and-routing.md §9). */
export const WEB_API_PATH = '/web-api';

export function backendUrl(): string {
  return (process.env.BACKEND_URL || DEFAULT_BACKEND_URL).replace(/\/+$/, '');
}

/** A site-config change must show on the site's next request within 5 s (docs/decisions/site-config-cache.md): cache for less. */
export const SITE_CONFIG_TTL_MS = 2000;

/**
 * A server-side call to the backend that has not answered (headers and body) after this long fails
 * like a call that got no answer (docs/decisions/backend-faults.md). The browser's calls keep their own rules.
 */
export const BACKEND_TIMEOUT_MS = 1500;

/**
 * Every server-side call of one page render ends within this long of the render's first call, so
 * a page whose calls run one after another (session, then balance; menu, then events) still
 * answers within 5 s when the backend is late, the middleware's wait included: a site started while
 * the backend is late has no config to fall back on, so the middleware waits BACKEND_TIMEOUT_MS
 * for it first (1.5 s + 2.5 s leaves a second for the render itself on a busy machine).
 */
export const BACKEND_RENDER_BUDGET_MS = 2500;

/**
 * A read that holds a last good copy (the site config, information pages) waits this long for a
 * fresh answer, then serves the copy; the fresh answer, when it comes, replaces the copy.
 */
export const LAST_GOOD_WAIT_MS = 800;

/** Last good copies kept per server process (information pages per language and page). */
export const LAST_GOOD_MAX_ENTRIES = 200;

/** The header that makes a call that moves money safe to repeat (placing a coupon, a deposit, a withdrawal). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
