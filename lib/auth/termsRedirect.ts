import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/config/languages';
import { href } from '@/lib/routes/href';
import { routeOfPathname } from '@/lib/routes/match';
import { returnUrlFrom, safeReturnUrl } from './returnUrl';

/**
 * Where an HTTP 451 with exception_code 1 sends the player (limits-coupon-auth.md §8): confirm-terms in the
 * language of the current page, keeping the page as returnUrl the way the terms check does
 * (store/listeners/terms.ts). Null on confirm-terms itself: a call made there must not reload it.
 */
export function confirmTermsTarget(pathname: string, search: string): string | null {
  if (routeOfPathname(pathname)?.name === 'confirmTerms') return null;
  const first = pathname.split('/')[1];
  const language = isLanguage(first) ? first : DEFAULT_LANGUAGE;
  const returnUrl = safeReturnUrl(returnUrlFrom(pathname, search), href(language, 'home'));
  return href(language, 'confirmTerms', {}, `${RETURN_URL_QUERY}=${encodeURIComponent(returnUrl)}`);
}
