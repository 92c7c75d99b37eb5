import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** HMAC-SHA256, base64url. */
export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** Compares two strings in constant time (for their length). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Signed claims for the backend's own short-lived tokens (fingerprints, the simulated Google
 * credential): `base64url(JSON) + "." + HMAC(secret, purpose + "." + body)`. The purpose is part of
 * what is signed, so a token made for one purpose (or a user_token) never passes as another.
 */
export function signClaims(purpose: string, claims: object, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${hmac(secret, `${purpose}.${body}`)}`;
}

/** The claims when the signature matches and they fit the schema; null otherwise. Expiry is the caller's. */
export function verifyClaims<S extends z.ZodType>(purpose: string, token: string, secret: string, schema: S): z.output<S> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!sameText(signature, hmac(secret, `${purpose}.${body}`))) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
