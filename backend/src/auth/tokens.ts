import { createECDH, createHmac, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/**
 * user_token = base64url(JSON{sid,uid,exp,ban,bv}) + '.' + base64url(ES256 signature of the first part).
 * `exp` is in epoch seconds (JWT habit; the site reads the cookie expiry from it).
 * `ban`/`bv` are the ban level and version at issue time. The signature is ECDSA P-256 / SHA-256 in
 * the raw r‖s form WebCrypto uses, so the site's middleware can verify it with the public key this
 * backend publishes in its site config (`userTokenKey`, docs/auth-api.md) before it trusts
 * `ban`/`exp` for routing. It is still an early check: every protected call resolves the session
 * and reads the ban from the users table (auth/requireSession.ts).
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

/** The public half as a JWK, exactly what the site config publishes. */
export interface UserTokenPublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

interface TokenKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: UserTokenPublicJwk;
}

const keysBySecret = new Map<string, TokenKeys>();

/**
 * The signing key pair, derived from the backend secret (BACKEND_SECRET or the one kept in `kv`):
 * no second secret to store, and tokens and the published key survive a restart. The private
 * scalar is an HMAC of the secret; the rare value that is not a valid P-256 scalar moves on.
 */
function tokenKeys(secret: string): TokenKeys {
  const known = keysBySecret.get(secret);
  if (known) return known;
  for (let round = 0; ; round += 1) {
    const d = createHmac('sha256', secret).update(`user_token ES256 key ${round}`).digest();
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(d);
    } catch {
      continue;
    }
    const point = ecdh.getPublicKey(); // 0x04 ‖ x ‖ y
    const publicJwk: UserTokenPublicJwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    };
    const keys: TokenKeys = {
      privateKey: createPrivateKey({ key: { ...publicJwk, d: d.toString('base64url') }, format: 'jwk' }),
      publicKey: createPublicKey({ key: { ...publicJwk }, format: 'jwk' }),
      publicJwk,
    };
    keysBySecret.set(secret, keys);
    return keys;
  }
}

/** The key the site verifies user tokens with (published as `userTokenKey` in GET /config/site). */
export function userTokenPublicJwk(secret: string): UserTokenPublicJwk {
  return { ...tokenKeys(secret).publicJwk };
}

export function signToken(payload: TokenClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = sign('sha256', Buffer.from(body), { key: tokenKeys(secret).privateKey, dsaEncoding: 'ieee-p1363' });
  return `${body}.${signature.toString('base64url')}`;
}

/** Returns the payload if the signature matches and it has not expired. */
export function verifyToken(token: string, secret: string, nowMs: number): TokenPayload | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const raw = Buffer.from(signature, 'base64url');
  // P-256 r‖s is exactly 64 bytes; anything else is not our signature (and never reaches verify).
  if (raw.length !== 64) return null;
  const valid = verify('sha256', Buffer.from(body), { key: tokenKeys(secret).publicKey, dsaEncoding: 'ieee-p1363' }, raw);
  if (!valid) return null;
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
