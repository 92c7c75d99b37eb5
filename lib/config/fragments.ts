// Remote page fragment constants (shell-and-routing.md §4 "Fragment state", §9 "Fragment retries 3, first
// wait 1000 ms, doubled each time. Reload throttle 1000 ms.").

/** Automatic retries after a fragment load fails; after these the refresh button is the only way. */
export const FRAGMENT_RETRIES = 3;
/** Wait before the first automatic retry, ms; each further retry waits twice as long. */
export const FRAGMENT_FIRST_RETRY_MS = 1000;
/** At most one manual reload per this many ms. */
export const FRAGMENT_RELOAD_THROTTLE_MS = 1000;

/** The remote page fragments (shell-and-routing.md §2 "Remote fragments"): the footer and the error page. */
export const FRAGMENT_NAMES = ['footer', 'error-page'] as const;
export type FragmentName = (typeof FRAGMENT_NAMES)[number];

/** Where fragments are served: a same-origin prefix next.config.ts rewrites to the backend. */
export const FRAGMENT_ENDPOINT = '/fragments';

/**
 * Request headers of a fragment call (shell-and-routing.md §7: "headers for JSON render mode and API version
 * v2, optionally force-spa"). The spec does not name them; the reference backend checks these.
 */
export const FRAGMENT_HEADERS = {
  renderMode: { name: 'X-Render-Mode', value: 'json' },
  apiVersion: { name: 'X-Api-Version', value: 'v2' },
  forceSpa: { name: 'X-Force-Spa', value: '1' },
} as const;

/**
 * A fragment call that has not answered after this long fails (and is retried like any failure),
 * so a hanging fragment server ends in the error block instead of an endless skeleton. The spec
 * gives no figure.
 */
export const FRAGMENT_TIMEOUT_MS = 5000;

/**
 * Origins besides the fragment endpoint's own whose fragments may run code (`codeToEval`,
 * `scriptsToLoad`) and whose scripts and style sheets may be loaded: https only, e.g.
 * `https://cdn.example.com`. Empty: same origin only.
 */
export const FRAGMENT_ALLOWED_ORIGINS: readonly string[] = [];
