import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { confirmTerms } from '@/lib/api/confirmTerms';
import { fetchTermsStatus } from '@/lib/api/termsStatus';
import { returnUrlFrom, safeReturnUrl } from '@/lib/auth/returnUrl';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { TERMS_CHECK_MS } from '@/lib/config/terms';
import { localizedPath } from '@/lib/routes/localized';
import { sessionEnded, sessionStarted, termsStatusReceived } from '../slices/app';
import type { RootState } from '../rootReducer';
import { pageVisibilityChanged } from './session';
import { termsWatchStarted } from './termsStart';
import type { ListenerStarter } from './types';

/** The player accepts the changed terms (the confirm-terms page's button). */
export const termsConfirmRequested = createAction('terms/confirmRequested');
/** Accepting the terms failed: the page shows 'information_confirm_terms_error'. */
export const termsConfirmFailed = createAction('terms/confirmFailed');

/** Confirm-terms is available unless the site config turns it off (no config yet: available). */
function confirmTermsAvailable(state: RootState): boolean {
  return state.app.siteConfig?.confirmTermsEnabled ?? true;
}

type Pages = typeof import('./pages');
const loadPages = (): Promise<Pages> => import('./pages');

/** Whether a path (with its language prefix) is the confirm-terms page, in any language. */
function isConfirmTermsPage(pages: Pages, pathname: string): boolean {
  return pages.routeOfPathname(pathname)?.name === 'confirmTerms';
}

/**
 * Whether a path is a page where changed terms are accepted: confirm-terms, or `confirm`, which the
 * "terms changed" letter links to (docs/account-links-api.md) and which accepts them itself.
 */
function acceptsTerms(pages: Pages, pathname: string): boolean {
  const name = pages.routeOfPathname(pathname)?.name;
  return name === 'confirmTerms' || name === 'confirm';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Changed terms (shell-and-routing.md §4, §7; limits-coupon-auth.md §4, §9):
 * - while a player is signed in and the page is visible, and confirm-terms is available, the
 *   agreement-rules status is checked at once and then every 60 s; a new session or a return to the
 *   page starts over, the end of the session or a hidden page stops it;
 * - a failed check counts as "not changed";
 * - changed terms send the player to confirm-terms, keeping the page they were on as returnUrl;
 * - a status answer of "not changed" on confirm-terms sends the player home;
 * - accepting the terms goes back to the safe returnUrl (or home); a failure is announced with
 *   `termsConfirmFailed`.
 */
export function addTermsListeners(listeners: ListenerStarter) {
  // The page (path and query) this store already navigated away from. The navigation replaces the
  // page, so a later check must not navigate again before it has (one redirect, never two).
  let leftFrom: string | null = null;
  let confirming = false;

  listeners.startListening({
    matcher: isAnyOf(sessionStarted, sessionEnded, pageVisibilityChanged, termsWatchStarted),
    effect: async (action, api) => {
      // One check loop per store: a newer session or visibility change replaces the running one.
      api.cancelActiveListeners();
      if (sessionEnded.match(action)) return;
      // The server's per-request store never polls: the check belongs to a page in a browser.
      if (typeof window === 'undefined') return;
      if (pageVisibilityChanged.match(action) && !action.payload.visible) return;
      for (;;) {
        if (api.getState().app.userId === null) return;
        if (confirmTermsAvailable(api.getState())) {
          // `pause` drops the answer of a loop cancelled while the call was out.
          const [status, pages] = await api.pause(
            Promise.all([
              fetchTermsStatus().catch((error: unknown) => {
                console.error(`[terms status] ${messageOf(error)}`);
                return null;
              }),
              loadPages(),
            ]),
          );
          const { href } = pages;
          const changed = status?.result ?? false;
          api.dispatch(termsStatusReceived({ changed, updatedAt: changed ? (status?.updatedAt ?? null) : null }));

          const { pathname, search } = api.extra.location();
          const here = returnUrlFrom(pathname, search);
          const language = api.getState().app.language;
          const onConfirmPage = isConfirmTermsPage(pages, pathname);
          if (here !== leftFrom) {
            if (changed && !acceptsTerms(pages, pathname)) {
              leftFrom = here;
              const returnUrl = safeReturnUrl(here, href(language, 'home'));
              api.extra.navigate(href(language, 'confirmTerms', {}, `${RETURN_URL_QUERY}=${encodeURIComponent(returnUrl)}`));
            } else if (status !== null && !changed && onConfirmPage) {
              // Only a real answer sends the player off confirm-terms; a failed check does not.
              leftFrom = here;
              api.extra.navigate(href(language, 'home'));
            }
          }
        }
        await api.delay(TERMS_CHECK_MS);
      }
    },
  });

  listeners.startListening({
    actionCreator: termsConfirmRequested,
    effect: async (_action, api) => {
      if (confirming) return;
      confirming = true;
      try {
        await confirmTerms();
      } catch (error) {
        console.error(`[terms confirm] ${messageOf(error)}`);
        api.dispatch(termsConfirmFailed());
        return;
      } finally {
        confirming = false;
      }
      api.dispatch(termsStatusReceived({ changed: false, updatedAt: null }));
      const pages = await loadPages();
      const { pathname, search } = api.extra.location();
      leftFrom = returnUrlFrom(pathname, search);
      const home = localizedPath(api.getState().app.language);
      const target = safeReturnUrl(new URLSearchParams(search).get(RETURN_URL_QUERY), home);
      // A returnUrl back to confirm-terms would only bounce home from there.
      api.extra.navigate(isConfirmTermsPage(pages, new URL(target, 'https://site.invalid').pathname) ? home : target);
    },
  });
}
