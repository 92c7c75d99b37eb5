import { safeReturnUrl } from './returnUrl';

/** Shell spec §7: the One Tap script loads and prompts only when the feature is on and the user is anonymous. */
export function isOneTapEligible(featureOn: boolean, signedIn: boolean): boolean {
  return featureOn && !signedIn;
}

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
