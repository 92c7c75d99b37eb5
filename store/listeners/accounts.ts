import { createAction } from '@reduxjs/toolkit';
import { setActiveAccount } from '@/lib/api/setActiveAccount';
import { errorNotification } from '@/lib/notifications/errors';
import { activeAccountChosen, accountChangeFinished } from '../slices/account';
import { notificationShown } from '../slices/notifications';
import type { ListenerStarter } from './types';

/**
 * The player picks the active account. `notice` is the translated 'main_account_will_set' text,
 * or null where the spec says not to show it (bingo pages).
 */
export const activeAccountChangeRequested = createAction<{ id: number; notice: string | null }>('account/activeChangeRequested');

/** Set active account (shell-and-routing.md §4, §7): the backend first, then the store and the notice. */
export function addAccountListeners(listeners: ListenerStarter) {
  listeners.startListening({
    actionCreator: activeAccountChangeRequested,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      try {
        await setActiveAccount(action.payload.id);
        api.dispatch(activeAccountChosen(action.payload.id));
        if (action.payload.notice) api.dispatch(notificationShown({ type: 'info', message: action.payload.notice }));
      } catch (error) {
        const shown = errorNotification(error);
        if (shown) api.dispatch(notificationShown({ type: 'error', message: shown.message }));
      } finally {
        api.dispatch(accountChangeFinished());
      }
    },
  });
}
