import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isFormMediaType, isJsonMediaType, mediaTypeOf } from './contentType';
import { takesFormBody } from './formEndpoints';
import { takesUpload, UPLOAD_BODY_LIMIT_BYTES } from './uploadEndpoints';
import { isServerToServer } from './serverToServer';
import { crossOrigin, payloadTooLarge, unsupportedMediaType } from './httpErrors';
import { BODY_LIMIT_BYTES, SAFE_METHODS } from './limits';
import { decideOrigin, siteOrigins } from './sameOrigin';

export interface RequestGuardOptions {
  /** SITE_URL: the site's public origin, counted as same-origin besides the proxied address. */
  siteUrl?: string;
}

/**
 * The one CSRF and body guard in front of every site-facing route (docs/request-guard.md;
 * ARCHITECTURE.md "Security defaults"); app.ts mounts it on GUARDED_PREFIXES, so a route added
 * later is covered without doing anything. For every method but GET, HEAD and OPTIONS, in order:
 * 1. the request must come from the site (sameOrigin.ts): else 403 `cross_origin` (except the
 *    server-to-server endpoints of serverToServer.ts, which prove themselves by a signature);
 * 2. the body must be JSON (`application/json`, an empty body included: the site sends `{}`), or
 *    an HTML form for the two form endpoints (formEndpoints.ts): else 415 `unsupported_media_type`;
 * 3. the body must fit BODY_LIMIT_BYTES, by Content-Length or as it streams in: else 413.
 * The upload endpoints (uploadEndpoints.ts) take multipart/form-data instead, up to
 * UPLOAD_BODY_LIMIT_BYTES; the same-origin rule holds for them too.
 * Each refusal is thrown before any route runs, so nothing changes. The rule is the contract an
 * operator's backend implements too: docs/request-guard.md.
 */
export function requestGuard(options: RequestGuardOptions = {}): MiddlewareHandler {
  // Caps a form body as it streams (a JSON body is capped again by http/jsonBody.ts).
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw payloadTooLarge();
    },
  });

  // An upload endpoint's multipart body (uploadEndpoints.ts): the file and the form around it.
  const limitUpload = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT_BYTES,
    onError: () => {
      throw payloadTooLarge();
    },
  });

  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();

    // A server-to-server endpoint (serverToServer.ts) has no page behind it: its signature decides.
    if (!isServerToServer(c.req.method, c.req.path)) {
      const verdict = decideOrigin({
        origin: c.req.header('origin'),
        fetchSite: c.req.header('sec-fetch-site'),
        siteOrigins: siteOrigins({
          siteUrl: options.siteUrl,
          forwardedHost: c.req.header('x-forwarded-host'),
          forwardedProto: c.req.header('x-forwarded-proto'),
          requestUrl: c.req.url,
        }),
      });
      if (!verdict.allowed) throw crossOrigin(verdict.why);
    }

    const type = c.req.header('content-type');
    if (takesUpload(c.req.method, c.req.path)) {
      if (mediaTypeOf(type) !== 'multipart/form-data') throw unsupportedMediaType('multipart/form-data');
      return limitUpload(c, next);
    }
    if (takesFormBody(c.req.method, c.req.path)) {
      if (!isFormMediaType(type)) throw unsupportedMediaType('application/x-www-form-urlencoded or multipart/form-data');
    } else if (!isJsonMediaType(type)) {
      throw unsupportedMediaType('application/json (an empty body as {})');
    }

    return limitBody(c, next);
  };
}
