import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes are stored as `scrypt$<salt hex>$<hash hex>` with a random
 * 16-byte salt and N=16384 (r=8, p=1, 64-byte key).
 */
const N = 16384;
const KEY_LENGTH = 64;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N });
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, { N });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
