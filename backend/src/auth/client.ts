import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { clientAddress, normalizeAddress } from './clientAddress';

/** The site's view of the client address, and the secret that proves the site sent it (docs/site-proxy.md). */
export const SITE_CLIENT_ADDRESS_HEADER = 'x-site-client-address';
export const SITE_PROXY_KEY_HEADER = 'x-site-proxy-key';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
function isSiteKey(sent: string | undefined, key: string | undefined): boolean {
  if (!key || sent === undefined) return false;
  return timingSafeEqual(digest(sent), digest(key));
}

/**
 * Who is asking, for the captcha threshold, the per-address lock and captcha tokens
 * (docs/site-proxy.md). The site's X-Site-Client-Address when the request carries the site's key (SITE_PROXY_KEY,
 * compared in constant time); otherwise the socket's peer, or with BACKEND_TRUSTED_PROXY_COUNT = n
 * (an operator's proxies in front of the backend) the n-th X-Forwarded-For entry from the right.
 * A client-sent X-Forwarded-For, X-Real-IP or site header alone never decides.
 */
export function clientKey(c: Context, deps: Pick<AppDeps, 'siteProxyKey' | 'trustedProxyCount'>): string {
  if (isSiteKey(c.req.header(SITE_PROXY_KEY_HEADER), deps.siteProxyKey)) {
    const site = normalizeAddress(c.req.header(SITE_CLIENT_ADDRESS_HEADER));
    if (site) return site;
  }
  return clientAddress({
    socketAddress: (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress,
    forwardedFor: c.req.header('x-forwarded-for'),
    trustedProxyCount: deps.trustedProxyCount ?? 0,
  });
}
