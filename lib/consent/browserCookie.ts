import { DEFAULT_COOKIE_MAX_AGE_S } from '@/lib/config/cookies';
import { mayWriteCookie, type AgreeType } from './consent';

/**
 * Writes a cookie from the browser when the visitor's consent allows it, with explicit SameSite and
 * Secure on https. Values are encoded, so a value can never add an attribute. Returns whether it
 * was written.
 */
export function writeCookie(
  name: string,
  value: string,
  consent: AgreeType | null,
  maxAgeSeconds: number = DEFAULT_COOKIE_MAX_AGE_S,
): boolean {
  if (!mayWriteCookie(name, consent)) return false;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  return true;
}
