import { safeReturnUrl } from './returnUrl';

export { isOneTapEligible } from './oneTapEligible';

/**
 * Where the browser goes after a sign-in whose answer names the page (One Tap's redirectUrl): a
 * same-origin path, or an absolute URL of this very origin (reduced to its path). Anything else
 * is an open redirect and gives `fallback`.
 */
export function sameOriginTarget(raw: string | null | undefined, origin: string, fallback: string): string {
  if (typeof raw !== 'string' || raw === '') return fallback;
  if (raw.startsWith('/')) return safeReturnUrl(raw, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  return safeReturnUrl(`${url.pathname}${url.search}${url.hash}`, fallback);
}

/**
 * The `g_csrf_token` cookie of One Tap's double submit (Google's contract; the backend refuses a post
 * whose cookie and body field differ). Readable by script because the site writes it itself;
 * SameSite=Strict, since only our own page's post needs it; sent only to the One Tap call; short-lived;
 * Secure on https. `value` is random hex, so it needs no encoding. maxAgeS 0 deletes it.
 */
export function oneTapCsrfCookie(name: string, value: string, options: { path: string; maxAgeS: number; https: boolean }): string {
  return [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAgeS}`, 'SameSite=Strict', ...(options.https ? ['Secure'] : [])].join('; ');
}
