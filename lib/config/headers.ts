/**
 * Request header the middleware sets to the language it settled on, so server components and
 * next-intl read one answer. Any value a client sends under this name is overwritten.
 */
export const LANGUAGE_HEADER = 'x-site-lng';

/** Path the middleware rewrites to when it decides a 404: no route matches it, so the catch-all answers. */
export const NOT_FOUND_SEGMENT = '__not-found';

/** Request header the middleware sets when `platform_type=mobile` forces the phone layout. */
export const PLATFORM_HEADER = 'x-site-platform';
