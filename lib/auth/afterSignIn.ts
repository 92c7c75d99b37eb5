import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { isPageAllowed } from '@/lib/routes/access';
import { href } from '@/lib/routes/href';
import { returnUrlFrom, safeReturnUrl } from './returnUrl';

/** Where a player goes once signed in: another page (a full load), or the page he is on. */
export type AfterSignIn = { kind: 'navigate'; url: string } | { kind: 'stay' };

export interface SignInPlace {
  pathname: string;
  search: string;
  language: string;
  /** The page to go to as the opener knows it (a modal opened for a page that needs login). */
  returnUrl?: string | null;
  /** The login answer's `terms_changed`, and whether the site has its confirm-terms page on. */
  termsChanged?: boolean;
  confirmTermsEnabled?: boolean;
}

/**
 * After a sign-in (shell-and-routing.md §4 login-state changes and terms, §6 "the wanted page is kept"):
 * - the wanted page: the opener's `returnUrl`, else the page's `returnUrl` query, when it is a
 *   same-origin path (anything else is an open redirect and is ignored);
 * - else home, from a page signed-in players may not see (the login and registration pages);
 * - else the page he is on;
 * - a player whose terms changed goes to confirm-terms first, with that page as its returnUrl.
 */
export function afterSignIn(place: SignInPlace): AfterSignIn {
  const wanted = safeReturnUrl(place.returnUrl ?? new URLSearchParams(place.search).get(RETURN_URL_QUERY), '');
  const next: AfterSignIn = wanted
    ? { kind: 'navigate', url: wanted }
    : !isPageAllowed(place.pathname, true)
      ? { kind: 'navigate', url: `/${place.language}` }
      : { kind: 'stay' };
  if (!place.termsChanged || place.confirmTermsEnabled === false) return next;
  const back = next.kind === 'navigate' ? next.url : returnUrlFrom(place.pathname, place.search);
  return { kind: 'navigate', url: href(place.language, 'confirmTerms', {}, `${RETURN_URL_QUERY}=${encodeURIComponent(back)}`) };
}
