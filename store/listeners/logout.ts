import { createAction } from '@reduxjs/toolkit';
import { RETURN_URL_QUERY } from '@/lib/config/guards';
import { localizedPath } from '@/lib/routes/localized';
import type { AppListeners } from './types';
import type { ShellEffects } from '../effects';

export const logoutRequested = createAction('session/logoutRequested');
/** The login state changed under an open page (a sign-in elsewhere, an expired session…). */
export const loginStateChanged = createAction<{ signedIn: boolean }>('session/loginStateChanged');

/** The manifest comes with the first login-state change a page sees, not in its first load. */
const loadPages = () => import('./pages');

/** Home (the language's root), or the page the visitor was sent away from when it is a safe same-origin path. */
function targetAfterChange(effects: ShellEffects, home: string, safeReturnUrl: (raw: string | null, fallback: string) => string): string {
  const { search } = effects.location();
  return safeReturnUrl(new URLSearchParams(search).get(RETURN_URL_QUERY), home);
}

/**
 * Logout (shell-and-routing.md §4; the steps in listeners/logoutSteps.ts, loaded when a player logs out: a chunk
 * that cannot load reloads the page, as a failed disconnect does). A login-state change away from
 * an allowed page goes to the return url or home.
 */
export function addLogoutListeners(listeners: AppListeners) {
  listeners.startListening({
    actionCreator: logoutRequested,
    effect: async (_action, api) => {
      let steps: typeof import('./logoutSteps');
      try {
        steps = await import('./logoutSteps');
      } catch (error) {
        console.error(`[logout] ${error instanceof Error ? error.message : String(error)}`);
        api.extra.reload();
        return;
      }
      await steps.logOut(api);
    },
  });

  listeners.startListening({
    actionCreator: loginStateChanged,
    effect: async (action, api) => {
      // A one-click registration keeps its generated login and password on screen until the player
      // has saved them; the new session must not carry the page away before that.
      if (api.getState().app.isRegistrationProcess) return;
      // A session the check found gone goes where the session-ended handler sends it (listeners/session.ts).
      if (!action.payload.signedIn && api.getState().app.sessionLost) return;
      const { isPageAllowed, safeReturnUrl } = await loadPages();
      const { pathname } = api.extra.location();
      if (isPageAllowed(pathname, action.payload.signedIn)) return;
      api.extra.navigate(targetAfterChange(api.extra, localizedPath(api.getState().app.language), safeReturnUrl));
    },
  });
}
