/**
 * The upload endpoints under the guarded prefixes: a player's file (a verification document, a
 * support attachment) arrives as multipart/form-data, so the request guard (requestGuard.ts) lets
 * these, and only these, carry a multipart body of up to UPLOAD_BODY_LIMIT_BYTES instead of JSON within BODY_LIMIT_BYTES.
 * The same-origin rule holds for them as for every other change. The site's front server has the
 * same list (lib/config/siteProxy.mjs SITE_UPLOAD_PATHS; a unit test keeps them equal):
 * docs/documents-api.md "Uploads through the site".
 */
const UPLOAD_ENDPOINTS: readonly { method: string; path: RegExp; why: string }[] = [
  { method: 'POST', path: /^\/web-api\/documents$/, why: 'a verification document (docs/documents-api.md)' },
  { method: 'POST', path: /^\/web-api\/support\/attachments$/, why: 'a support attachment (docs/support-api.md)' },
];

/** The file store's 10 MB (files/store.ts MAX_UPLOAD_BYTES) and room for the form around it. */
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;

export function takesUpload(method: string, path: string): boolean {
  return UPLOAD_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path.test(path));
}

/** The paths of the upload endpoints as written (the site's list is compared with them). */
export const UPLOAD_PATHS_FOR_SITE = ['/web-api/documents', '/web-api/support/attachments'] as const;
