import { createAction } from '@reduxjs/toolkit';
import { disconnect } from '@/lib/api/disconnect';
import { safeReturnUrl } from '@/lib/auth/returnUrl';
import { COOKIE } from '@/lib/config/cookies';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { LOGOUT_HOME_QUERY } from '@/lib/config/session';
import { LAST_ACTIVE_STORAGE_KEY } from '@/lib/config/idle';
import { localizedPath } from '@/lib/routes/localized';
import { sessionEnded } from '../slices/app';
import { accountsCleared } from '../slices/account';
import { userCleared } from '../slices/user';
import type { AppListeners } from './types';
import type { ShellEffects } from '../effects';

export const logoutRequested = createAction('session/logoutRequested');
/** The login state changed under an open page (a sign-in elsewhere, an expired session…). */
export const loginStateChanged = createAction<{ signedIn: boolean }>('session/loginStateChanged');

/** The manifest comes with the first login-state change a page sees, not in its first load. */
const loadPages = () => import('./pages');

/** Home, or the page the visitor was sent away from when it is a safe same-origin path. */
function targetAfterChange(effects: ShellEffects, home: string): string {
  const { search } = effects.location();
  return safeReturnUrl(new URLSearchParams(search).get(RETURN_URL_QUERY), home);
}

/**
 * Logout (shell spec §4): disconnect; remove `ua` and `user_token`; reset the ban level, user id and
 * profile ids; then home if the page is not for guests or the query asks, else reload. A failed
 * disconnect is logged and the page reloads. A login-state change away from an allowed page
 * goes to the return url or home.
 */
export function addLogoutListeners(listeners: AppListeners) {
  listeners.startListening({
    actionCreator: logoutRequested,
    effect: async (_action, api) => {
      const effects = api.extra;
      try {
        await disconnect();
      } catch (error) {
        console.error(`[logout] ${error instanceof Error ? error.message : String(error)}`);
        effects.reload();
        return;
      }
      effects.expireCookie(COOKIE.userToken);
      effects.expireCookie(COOKIE.session);
      // The idle count belongs to the session that ended (shell spec §4, idle).
      effects.storage.removeItem(LAST_ACTIVE_STORAGE_KEY);
      api.dispatch(sessionEnded());
      api.dispatch(userCleared());
      api.dispatch(accountsCleared());
      const { isPageAllowed } = await loadPages();
      const { pathname, search } = effects.location();
      const toHome = !isPageAllowed(pathname, false) || new URLSearchParams(search).has(LOGOUT_HOME_QUERY);
      if (toHome) effects.navigate(localizedPath(api.getState().app.language));
      else effects.reload();
    },
  });

  listeners.startListening({
    actionCreator: loginStateChanged,
    effect: async (action, api) => {
      // A one-click registration keeps its generated login and password on screen until the player
      // has saved them; the new session must not carry the page away before that.
      if (api.getState().app.isRegistrationProcess) return;
      const { href, isPageAllowed } = await loadPages();
      const { pathname } = api.extra.location();
      if (isPageAllowed(pathname, action.payload.signedIn)) return;
      api.extra.navigate(targetAfterChange(api.extra, href(api.getState().app.language, 'home')));
    },
  });
}
