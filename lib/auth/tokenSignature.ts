import type { SiteConfig } from '@/lib/api/siteConfig';

/** The public key the backend publishes in its site config (`userTokenKey`). */
export type UserTokenKey = NonNullable<SiteConfig['userTokenKey']>;

/**
 * What the middleware knows of the user_token's signature: `valid` or `invalid` against the
 * published key, or `unchecked` when there is no token or no key to check it with (then its claims
 * are a routing hint only).
 */
export type TokenSignature = 'valid' | 'invalid' | 'unchecked';

// Importing a key costs more than verifying with it; the key changes only with the backend secret.
const imported = new Map<string, Promise<CryptoKey>>();

function importKey(jwk: UserTokenKey): Promise<CryptoKey> {
  const id = `${jwk.x}.${jwk.y}`;
  let key = imported.get(id);
  if (!key) {
    key = crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, ext: true }, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
    // A key that does not import is not kept: the next config may carry a good one.
    key.catch(() => imported.delete(id));
    imported.set(id, key);
  }
  return key;
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * Verifies a user_token (`base64url(claims).base64url(ES256 r‖s)`) with the backend's public key,
 * through WebCrypto (the Edge runtime and Node alike). Never throws: anything wrong is `invalid`.
 */
export async function verifyUserTokenSignature(token: string, jwk: UserTokenKey): Promise<boolean> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return false;
  const raw = base64UrlBytes(signature);
  if (!raw || raw.length !== 64) return false;
  try {
    const key = await importKey(jwk);
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, raw, new TextEncoder().encode(body));
  } catch {
    return false;
  }
}

/** The signature state of the request's user_token, for the guard facts. */
export async function userTokenSignature(token: string | undefined, jwk: UserTokenKey | null | undefined): Promise<TokenSignature> {
  if (!token || !jwk) return 'unchecked';
  return (await verifyUserTokenSignature(token, jwk)) ? 'valid' : 'invalid';
}
