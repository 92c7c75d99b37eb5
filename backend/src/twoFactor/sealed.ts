import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The TOTP secrets at rest: AES-256-GCM under a key derived from the backend's secret (deps.secret),
 * so a copy of the database alone does not give anyone a player's codes. A new BACKEND_SECRET makes
 * the stored secrets unreadable: the players set their apps up again (docs/decisions/two-factor-totp.md).
 */
const keyOf = (secret: string) => createHash('sha256').update(`two-factor.v1.${secret}`).digest();

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The plain text, or null when it was sealed under another key or altered. */
export function unseal(secret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
