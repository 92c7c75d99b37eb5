import type { Context } from 'hono';

/** Longer header values are cut: the key only has to tell clients apart. */
const MAX_KEY_LENGTH = 64;

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * Who is asking, for the captcha threshold and the lockout: the last `X-Forwarded-For` entry (the
 * one the nearest proxy, the site's Next rewrite, wrote or passed on), else `X-Real-IP`, else the
 * socket's address. The backend listens on 127.0.0.1 only, so these headers come from the site.
 * Next keeps a client-sent X-Forwarded-For as it is, so behind the bare site this is a hint a client
 * can change; the per-account lockout does not depend on it.
 */
export function clientKey(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  const real = c.req.header('x-real-ip')?.trim();
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return (last || real || socket || 'unknown').slice(0, MAX_KEY_LENGTH);
}
