import { CACHED_SEGMENT } from '@/lib/config/cachedPages.mjs';

/**
 * A path under a language prefix: the one place a `/{lng}…` path is put together by hand (lint
 * refuses the template anywhere else, docs/decisions/site-paths.md). A page of the manifest is `href()`.
 */
export function localizedPath(lng: string, path = ''): string {
  return `/${lng}${path}`;
}

/** A site path with its query (`search` without the `?`); the path alone for none. */
export function withQuery(path: string, search?: string): string {
  return search ? `${path}?${search}` : path;
}

/** The path after the language prefix: `/ru/office/account` → `/office/account`, `/ru` → ''. */
export function pathWithoutLanguage(pathname: string): string {
  return pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
}

/**
 * The internal path of a cached page (docs/cached-pages.md): the same path in the cached folder
 * (app/[lng]/cached), which the middleware rewrites an anonymous visitor's request to.
 */
export function cachedPagePath(lng: string, path = ''): string {
  return localizedPath(lng, `/${CACHED_SEGMENT}${path}`);
}

/**
 * Where the payment provider's page sends the browser back: the onpay page of the
 * player's language, its status segment left for the provider to fill in (docs/payments-api.md).
 */
export function paymentReturnPath(lng: string, kind: 'deposit' | 'withdrawal'): string {
  return localizedPath(lng, kind === 'deposit' ? '/onpay/{status}' : '/onpay/withdraw/{status}');
}

/** The query a pay-and-play deposit's return carries: the onpay page then opens the account. */
export const PAY_AND_PLAY_RETURN_PARAM = 'payAndPlay';

/** Where a pay-and-play deposit comes back (docs/decisions/registration.md): the deposit's onpay page, marked. */
export function payAndPlayReturnPath(lng: string): string {
  return `${paymentReturnPath(lng, 'deposit')}?${PAY_AND_PLAY_RETURN_PARAM}=1`;
}
