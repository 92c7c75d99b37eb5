// What the site's front server (scripts/serve.mjs) decides about a request before Next sees it:
// whether it goes to the backend, whether its body is too large, and which address headers go on
// (issue 9, points 3 and 8; docs/site-proxy.md). Pure functions over plain header objects.
import {
  SITE_API_PREFIXES,
  SITE_BODY_LIMIT_BYTES,
  SITE_CLIENT_ADDRESS_HEADER,
  SITE_PROXY_KEY_HEADER,
  UNTRUSTED_ADDRESS_HEADERS,
} from '../config/siteProxy.mjs';

/** Whether a request path (with or without its query) is under one of the backend's prefixes. */
export function isApiPath(url) {
  const path = String(url ?? '').split(/[?#]/, 1)[0];
  return SITE_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
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
