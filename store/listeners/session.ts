import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { fetchSessionUserId } from '@/lib/api/session';
import { disconnect } from '@/lib/api/disconnect';
import { sessionLostNoticed, sessionStartNoticed } from '@/lib/api/http';
import { BALANCE_RETRY_LIMIT, BALANCE_RETRY_MS } from '@/lib/config/accounts';
import { logCookieAgreement } from '@/lib/api/cookieAgreement';
import {
  COOKIE_AGREE_TIME_STORAGE_KEY,
  SESSION_CHECK_RETRIES,
  SESSION_CHECK_RETRY_MS,
  SESSION_POLL_MS,
} from '@/lib/config/session';
import { withRetries } from '@/lib/session/retry';
import { sessionEnded, sessionStarted } from '../slices/app';
import { accountsCleared, balanceFailed, balanceReceived, balanceRequested } from '../slices/account';
import { userCleared, userConfigFailed, userConfigReceived } from '../slices/user';
import type { AppListeners } from './types';
import { logoutRequested } from './logout';

/** The page became visible (on load and on return) or hidden (shell-and-routing.md §7). */
export const pageVisibilityChanged = createAction<{ visible: boolean; start?: boolean }>('session/pageVisibilityChanged');
/** Ask for a session check now. `start` marks the first check of a page load (it loads the accounts). */
export const sessionCheckRequested = createAction<{ start: boolean }>('session/checkRequested');
/** Load the accounts again (after a deposit, a currency change…). */
export const accountsRequested = createAction('session/accountsRequested');

/**
 * Session and accounts (shell-and-routing.md §4, §7, §8):
 * - a check retries 2 times at 1500 ms, then the visitor is a guest;
 * - with a user id: store it, load the accounts, log a cookie-agreement time kept while a guest
 *   (then forget it) and load the user config; with none where the page
 *   had one: forget the session and disconnect;
 * - while the page is visible the check repeats every 60 s; hiding the page stops it;
 * - the balance is fetched until an active account exists, at most 5 times, 2500 ms apart.
 */
export function addSessionListeners(listeners: AppListeners) {
  listeners.startListening({
    actionCreator: pageVisibilityChanged,
    effect: async (action, api) => {
      // Only one poll loop: a newer visibility change cancels the running one.
      api.cancelActiveListeners();
      if (!action.payload.visible) return;
      let start = action.payload.start === true;
      for (;;) {
        api.dispatch(sessionCheckRequested({ start }));
        start = false;
        await api.delay(SESSION_POLL_MS);
      }
    },
  });

  listeners.startListening({
    actionCreator: sessionCheckRequested,
    effect: async (action, api) => {
      const check = withRetries(() => fetchSessionUserId(), {
        retries: SESSION_CHECK_RETRIES,
        waitMs: SESSION_CHECK_RETRY_MS,
        wait: (ms) => api.delay(ms),
        fallback: null,
      });
      // A logout (or another check ending the session) while this answer was on its way makes the
      // answer stale: taking it would bring back the session that was just ended.
      const ended = api.take(isAnyOf(sessionEnded, logoutRequested)).then(() => 'stale' as const);
      const answer = await Promise.race([check, ended]);
      if (answer === 'stale') return;
      const userId = answer;
      const known = api.getState().app.userId;
      if (userId !== null) {
        // A new session is stored; the page's first check loads the accounts even for a session
        // the server already rendered.
        const isNew = known !== userId;
        if (isNew) api.dispatch(sessionStarted({ userId }));
        if (!isNew && !action.payload.start) return;
        api.dispatch(accountsRequested());
        // A cookie agreement made as a guest is logged now, then forgotten (shell-and-routing.md §4).
        const agreedAt = api.extra.storage.getItem(COOKIE_AGREE_TIME_STORAGE_KEY);
        if (agreedAt) {
          await logCookieAgreement(agreedAt).then(
            () => api.extra.storage.removeItem(COOKIE_AGREE_TIME_STORAGE_KEY),
            (error: unknown) => console.error(`[cookie agreement] ${error instanceof Error ? error.message : String(error)}`),
          );
        }
        try {
          // A player's config call (and its schema) comes with his session, not in a guest's page.
          const { fetchUserConfig } = await import('@/lib/api/userConfig');
          api.dispatch(userConfigReceived(await fetchUserConfig()));
        } catch (error) {
          console.error(`[user config] ${error instanceof Error ? error.message : String(error)}`);
          api.dispatch(userConfigFailed());
        }
        return;
      }
      if (known === null) return;
      // The page believed in a session the backend no longer has: forget it everywhere. A guest
      // is never disconnected: that could end a session just opened in another tab. The page goes
      // where a 401 the refresh cannot cure sends it (the login page with the page as returnUrl, on
      // a page that needs login; lib/auth/sessionEnded.ts), through the same handler, so whichever
      // finds out first, the check or a call of the page, the visitor lands in one place, once.
      sessionLostNoticed();
      api.dispatch(sessionEnded({ lost: true }));
      api.dispatch(userCleared());
      api.dispatch(accountsCleared());
      await disconnect().catch(() => undefined);
    },
  });

  // A new session under the same page (the check's, or a sign-in without a reload): its end is news again.
  listeners.startListening({ actionCreator: sessionStarted, effect: () => sessionStartNoticed() });

  listeners.startListening({
    actionCreator: accountsRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const variant = api.getState().app.siteConfig?.balanceVariant ?? 1;
      for (let attempt = 1; attempt <= BALANCE_RETRY_LIMIT; attempt += 1) {
        api.dispatch(balanceRequested());
        try {
          // A player's balance call (and its schema) comes with his session, not in a guest's page.
          const { fetchBalance } = await import('@/lib/api/balance');
          api.dispatch(balanceReceived(await fetchBalance({ variant, lng: api.getState().app.language })));
        } catch (error) {
          console.error(`[balance] ${error instanceof Error ? error.message : String(error)}`);
          api.dispatch(balanceFailed());
        }
        if (api.getState().account.activeAccountId !== null || attempt === BALANCE_RETRY_LIMIT) return;
        await api.delay(BALANCE_RETRY_MS);
      }
    },
  });
}
