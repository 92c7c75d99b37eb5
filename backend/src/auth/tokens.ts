import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * user_token = base64url(JSON{sid,uid,exp,ban,bv}) + '.' + base64url(HMAC-SHA256).
 * `exp` is in epoch seconds (JWT habit; the site reads the cookie expiry from it).
 * `ban`/`bv` are the ban level and version at issue time: the site's middleware reads them as an
 * early check (without the secret); this server checks the user again on every protected call.
 */
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const PayloadSchema = z.object({
  sid: z.string().min(1),
  uid: z.number().int(),
  exp: z.number(),
  ban: z.number().int().min(0).default(0),
  bv: z.number().int().default(0),
});
export type TokenPayload = z.infer<typeof PayloadSchema>;
export type TokenClaims = z.input<typeof PayloadSchema>;

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(payload: TokenClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** Returns the payload if the signature matches and it has not expired. */
export function verifyToken(token: string, secret: string, nowMs: number): TokenPayload | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = PayloadSchema.safeParse(json);
  if (!parsed.success) return null;
  if (parsed.data.exp * 1000 <= nowMs) return null;
  return parsed.data;
}
