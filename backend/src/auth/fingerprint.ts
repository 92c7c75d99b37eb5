import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { fingerprintRequired } from './authErrors';
import { DEVICE_COOKIE, FINGERPRINT_TTL_MS } from './signInRules';
import { signClaims, verifyClaims } from './signed';

/** The header the site sends the fingerprint token in (limits-coupon-auth.md §7, §8). */
export const FINGERPRINT_HEADER = 'x-device-fingerprint';
const PURPOSE = 'fingerprint';

const ClaimsSchema = z.object({ vid: z.string(), exp: z.number() });

/** A stable id for the device: its device session, else its user agent (both hashed). */
function visitorId(c: Context): string {
  const seed = getCookie(c, DEVICE_COOKIE) ?? `ua:${c.req.header('user-agent') ?? ''}`;
  return createHash('sha256').update(seed).digest('base64url').slice(0, 22);
}

/** GET /web-api/fingerprint: `{ token, expiresAt (epoch ms), data }`, the token signed and short-lived. */
export function newFingerprint(c: Context, deps: AppDeps) {
  const expiresAt = deps.clock.now() + FINGERPRINT_TTL_MS;
  const vid = visitorId(c);
  return {
    token: signClaims(PURPOSE, { vid, exp: expiresAt }, deps.secret),
    expiresAt,
    data: { visitor_id: vid, device_session: getCookie(c, DEVICE_COOKIE) !== undefined },
  };
}

/**
 * For the auth calls: a fingerprint header that was sent must be one of ours and unexpired, else
 * 400 fingerprint_required (the site gets a new one and retries). No header at all is accepted: a
 * page may call before its fingerprint has loaded, and other clients need not send one.
 */
export function fingerprintCheck(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header(FINGERPRINT_HEADER);
    if (header !== undefined && c.req.method !== 'GET') {
      const claims = verifyClaims(PURPOSE, header.trim(), deps.secret, ClaimsSchema);
      if (!claims || claims.exp <= deps.clock.now()) throw fingerprintRequired();
    }
    await next();
  };
}
