/**
 * The request guard's numbers and scope (docs/request-guard.md). One place, so the guard, the
 * body parser, the tests and docs/request-guard.md agree.
 */

/** The largest request body the backend reads: 64 KiB (413 `payload_too_large` above). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * How deep a JSON body may nest (objects and arrays). The deepest body of the API is 3 levels; a
 * deeper one is refused with 400 before it reaches JSON.parse, whose reviver recursion would
 * overflow the stack (a 500) on a few thousand levels.
 */
export const JSON_MAX_DEPTH = 32;

/**
 * The prefixes the site rewrites 1:1 to the backend and that act for a signed-in player. Every
 * route under them, today's and later ones, goes through the guard. `/fragments` (read-only, also
 * called by other hosts) and `/__control` (tests, the backend's own port) are outside it; their
 * JSON bodies still go through the bounded parser (http/jsonBody.ts).
 */
export const GUARDED_PREFIXES = ['/web-api', '/limit-service-api', '/social-api'] as const;

/** Methods that change nothing and so need neither a same-origin Origin nor a JSON body. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
