// Where the backend lives. The site talks to it over same-origin prefixes that next.config.ts
// rewrites to BACKEND_URL; server code calls BACKEND_URL directly.
export const DEFAULT_BACKEND_URL = 'http://127.0.0.1:4000';

export const API_PREFIXES = ['/web-api', '/limit-service-api', '/social-api', '/fragments'] as const;

/** Build API path (shell spec §9). */
export const WEB_API_PATH = '/web-api';

export function backendUrl(): string {
  return (process.env.BACKEND_URL || DEFAULT_BACKEND_URL).replace(/\/+$/, '');
}

/** A site-config change must show on the site's next request within 5 s (issue 2): cache for less. */
export const SITE_CONFIG_TTL_MS = 2000;
