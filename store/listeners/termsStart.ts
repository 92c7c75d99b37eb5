import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { sessionStarted } from '../slices/app';
import { pageVisibilityChanged } from './session';
import type { AppListeners, ListenerStarter } from './types';

/** The terms check's listeners are in and it should look now (the session began before). */
export const termsWatchStarted = createAction('terms/watchStarted');

/**
 * The changed-terms check (listeners/terms.ts) is a player's: its code comes with the first sign
 * of a session on a visible page, never in a guest's first load (docs/decisions/feature-listeners.md). Once in, its
 * listeners are started in this store (`start`) and told to look at once; a chunk that cannot load
 * is tried again at the next sign.
 */
export function addTermsStarter(listeners: AppListeners, start: (add: (listeners: ListenerStarter) => void) => void) {
  listeners.startListening({
    matcher: isAnyOf(sessionStarted, pageVisibilityChanged),
    effect: async (action, api) => {
      if (typeof window === 'undefined' || api.getState().app.userId === null) return;
      if (pageVisibilityChanged.match(action) && !action.payload.visible) return;
      api.unsubscribe();
      try {
        const { addTermsListeners } = await import('./terms');
        start(addTermsListeners);
        api.dispatch(termsWatchStarted());
      } catch (error) {
        console.error(`[terms] ${error instanceof Error ? error.message : String(error)}`);
        api.subscribe();
      }
    },
  });
}
