import type { Dispatch, ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import { disconnect } from '@/lib/api/disconnect';
import { sessionEndNoticed } from '@/lib/api/http';
import { COOKIE } from '@/lib/config/cookies';
import { LOGOUT_HOME_QUERY } from '@/lib/config/session';
import { LAST_ACTIVE_STORAGE_KEY } from '@/lib/config/idle';
import { localizedPath } from '@/lib/routes/localized';
import { sessionEnded } from '../slices/app';
import { accountsCleared } from '../slices/account';
import { userCleared } from '../slices/user';
import type { ShellEffects } from '../effects';
import type { RootState } from '../rootReducer';

type Api = Pick<ListenerEffectAPI<RootState, Dispatch<UnknownAction>, ShellEffects>, 'dispatch' | 'getState' | 'extra'>;

/**
 * Logout (shell-and-routing.md §4): disconnect; remove `ua` and `user_token`; reset the ban level, user id and
 * profile ids; then home if the page is not for guests or the query asks, else reload. A failed
 * disconnect is logged and the page reloads. Its own chunk: only a player logs out, so it comes
 * when he does (listeners/logout.ts), not in a guest's first load.
 */
export async function logOut(api: Api): Promise<void> {
  const effects = api.extra;
  // The logout goes where it goes: the 401s of calls under way must not send the page to the login.
  sessionEndNoticed();
  try {
    await disconnect();
  } catch (error) {
    console.error(`[logout] ${error instanceof Error ? error.message : String(error)}`);
    effects.reload();
    return;
  }
  effects.expireCookie(COOKIE.userToken);
  effects.expireCookie(COOKIE.session);
  // The idle count belongs to the session that ended (shell-and-routing.md §4, idle).
  effects.storage.removeItem(LAST_ACTIVE_STORAGE_KEY);
  api.dispatch(sessionEnded());
  api.dispatch(userCleared());
  api.dispatch(accountsCleared());
  const { isPageAllowed } = await import('./pages');
  const { pathname, search } = effects.location();
  const toHome = !isPageAllowed(pathname, false) || new URLSearchParams(search).has(LOGOUT_HOME_QUERY);
  if (toHome) effects.navigate(localizedPath(api.getState().app.language));
  else effects.reload();
}
