// What the site's front server (scripts/serve.mjs) decides about a request before Next sees it:
// whether it goes to the backend, whether its body is too large, and which address headers go on
// (docs/site-proxy.md). Pure functions over plain header objects.
import {
  SITE_API_PREFIXES,
  SITE_API_SECURITY_HEADERS,
  SITE_BODY_LIMIT_BYTES,
  SITE_CLIENT_ADDRESS_HEADER,
  SITE_HSTS_MAX_AGE_SECONDS,
  SITE_OWN_API_PATHS,
  SITE_PROXY_KEY_HEADER,
  SITE_UPLOAD_BODY_LIMIT_BYTES,
  SITE_UPLOAD_PATHS,
  UNTRUSTED_ADDRESS_HEADERS,
} from '../config/siteProxy.mjs';

/**
 * The largest body the site passes on for this request: SITE_BODY_LIMIT_BYTES, except a POST to an
 * upload endpoint (SITE_UPLOAD_PATHS), which may carry a file (docs/documents-api.md).
 */
export function bodyLimitOf(method, url) {
  const path = String(url ?? '').split(/[?#]/, 1)[0];
  return method === 'POST' && SITE_UPLOAD_PATHS.includes(path) ? SITE_UPLOAD_BODY_LIMIT_BYTES : SITE_BODY_LIMIT_BYTES;
}

/** Whether a request path (with or without its query) is under one of the backend's prefixes. */
export function isApiPath(url) {
  const path = String(url ?? '').split(/[?#]/, 1)[0];
  return SITE_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Whether a path under the API prefixes is one the site answers itself (a route handler of its own,
 * SITE_OWN_API_PATHS), which Next serves; the front server sends the rest to the backend.
 */
export function isOwnApiPath(url) {
  const path = String(url ?? '').split(/[?#]/, 1)[0];
  return SITE_OWN_API_PATHS.includes(path);
}

/**
 * What the request says about its body: 'over' when a declared Content-Length passes the limit,
 * 'streamed' when it comes in chunks of unknown total (counted as it arrives), else 'fits'.
 */
export function bodyOf(headers, limit = SITE_BODY_LIMIT_BYTES) {
  const declared = headers['content-length'];
  if (declared !== undefined) return Number(declared) > limit ? 'over' : 'fits';
  return headers['transfer-encoding'] !== undefined ? 'streamed' : 'fits';
}

/**
 * Sets the headers the site vouches for, in place: any client-sent copy of its own headers and of
 * other address claims goes; X-Forwarded-For becomes the one address the site trusts (so Next's
 * render path and the backend see the same); the site's address header always, and the key only
 * on requests for the backend (`key` null or empty: none is sent).
 */
export function vouchFor(headers, { address, key }) {
  for (const name of [...UNTRUSTED_ADDRESS_HEADERS, SITE_CLIENT_ADDRESS_HEADER, SITE_PROXY_KEY_HEADER]) delete headers[name];
  headers['x-forwarded-for'] = address;
  headers[SITE_CLIENT_ADDRESS_HEADER] = address;
  if (key) headers[SITE_PROXY_KEY_HEADER] = key;
  return headers;
}

/** The 413 answer's body, in the backend's JSON:API error shape and code. */
export function tooLargeBody(limit = SITE_BODY_LIMIT_BYTES) {
  return JSON.stringify({
    errors: [{ code: 'payload_too_large', detail: `The request body is larger than ${limit} bytes` }],
  });
}

/** The 503 answer's body when the backend did not answer (docs/site-proxy.md), in the same shape. */
export function unavailableBody() {
  return JSON.stringify({
    errors: [{ code: 'backend_unavailable', detail: 'The backend is not answering; try again shortly' }],
  });
}

/**
 * The headers of an answer the front server writes itself on the API prefixes (413, 503): JSON
 * that is never kept, with the security headers every backend answer there carries
 * (SITE_API_SECURITY_HEADERS), HSTS too when the site is served over https.
 */
export function siteAnswerHeaders(siteUrl) {
  let https = false;
  try {
    https = new URL(String(siteUrl)).protocol === 'https:';
  } catch {
    // Not a URL: as over http.
  }
  return {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...SITE_API_SECURITY_HEADERS,
    ...(https ? { 'strict-transport-security': `max-age=${SITE_HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}
