import type { CookieReader } from '@/lib/preferences/cookies';

/** jsdom's `document.cookie` as a name → decoded value map. */
export function browserCookies(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at)] = decodeURIComponent(part.slice(at + 1));
  }
  return out;
}

/** The same cookies through the reader the server uses, so a test can read them as the next page would. */
export function browserCookieReader(): CookieReader {
  const values = browserCookies();
  return { get: (name) => (Object.hasOwn(values, name) ? { value: values[name]! } : undefined) };
}

/** Expires every cookie jsdom holds for the page, so tests never see each other's. */
export function clearBrowserCookies() {
  for (const name of Object.keys(browserCookies())) document.cookie = `${name}=; Path=/; Max-Age=0`;
}
