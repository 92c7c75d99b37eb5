import { createAction, type Dispatch, type ListenerEffectAPI, type UnknownAction } from '@reduxjs/toolkit';
import { fetchBalance } from '@/lib/api/balance';
import { hasCurrencyAccount } from '@/lib/account/currencies';
import { ADD_CURRENCY_POLL_LIMIT, ADD_CURRENCY_POLL_MS } from '@/lib/config/accounts';
import { errorNotification } from '@/lib/notifications/errors';
import {
  accountChangeSettled,
  accountConvertRequested,
  balanceReceived,
  currencyAddRequested,
  currencyRemoveRequested,
  type AccountChangeResult,
} from '../slices/account';
import { notificationShown } from '../slices/notifications';
import { hideBalanceChanged } from '../slices/user';
import type { RootState } from '../rootReducer';
import type { ShellEffects } from '../effects';
import type { ListenerStarter } from './types';

/** The player hides or shows the amounts; the choice is stored on the backend (user_hide_balance). */
export const hideBalanceChangeRequested = createAction<boolean>('user/hideBalanceChangeRequested');

/** The calls come with the first change asked for; one that cannot load fails it like the network. */
const officeCalls = () => import('./officeCalls');

type Api = Pick<ListenerEffectAPI<RootState, Dispatch<UnknownAction>, ShellEffects>, 'dispatch' | 'getState'>;

const lngOf = (api: Api) => api.getState().app.language;

async function loadBalance(api: Api): Promise<void> {
  const variant = api.getState().app.siteConfig?.balanceVariant ?? 1;
  api.dispatch(balanceReceived(await fetchBalance({ variant, lng: api.getState().app.language })));
}

function succeeded(api: Api, result: AccountChangeResult) {
  api.dispatch(accountChangeSettled(result));
  api.dispatch(notificationShown({ type: result.opening ? 'info' : 'success', message: result.message }));
}

/** shell-and-routing.md §8: a failed add or remove gives success false with the server's message, shown as an error. */
function failed(api: Api, process: AccountChangeResult['process'], error: unknown) {
  const shown = errorNotification(error);
  const message = shown?.message ?? (error instanceof Error ? error.message : String(error));
  api.dispatch(accountChangeSettled({ process, success: false, message }));
  if (shown) api.dispatch(notificationShown({ type: 'error', message: shown.message }));
}

function logBalanceError(error: unknown) {
  console.error(`[balance] ${error instanceof Error ? error.message : String(error)}`);
}

/** Remove and convert alike: the call, then the balance again, then the server's message. */
async function changeThenReload(api: Api, process: 'delete' | 'change', call: (lng: string) => Promise<string>): Promise<void> {
  try {
    const message = await call(lngOf(api));
    await loadBalance(api).catch(logBalanceError);
    succeeded(api, { process, success: true, message });
  } catch (error) {
    failed(api, process, error);
  }
}

/**
 * The office actions on accounts (shell-and-routing.md §4 "Account updates", §7, §8):
 * - add a currency: the office API accepts it, then the balance is read every 1000 ms until the
 *   currency account appears (at most ADD_CURRENCY_POLL_LIMIT reads), then the server's message;
 * - remove a currency account, convert the main account: the call, then the balance again;
 * - every failure: an error notification and the result success false with the server's message;
 * - hide balance: shown at once, stored on the backend, put back if the backend refuses.
 * The slice holds the change process (add, delete, change) for as long as each one runs.
 */
export function addOfficeListeners(listeners: ListenerStarter) {
  listeners.startListening({
    actionCreator: currencyAddRequested,
    effect: async (action, api) => {
      const iso = action.payload;
      let message: string;
      try {
        message = await officeCalls().then(({ addCurrency }) => addCurrency(iso, lngOf(api)));
      } catch (error) {
        failed(api, 'add', error);
        return;
      }
      for (let read = 1; read <= ADD_CURRENCY_POLL_LIMIT; read += 1) {
        await api.delay(ADD_CURRENCY_POLL_MS);
        // Logged out meanwhile: the accounts are gone, nothing is left to wait for.
        if (api.getState().app.userId === null) return;
        await loadBalance(api).catch(logBalanceError);
        if (hasCurrencyAccount(api.getState().account.accounts, iso)) {
          succeeded(api, { process: 'add', success: true, message, iso });
          return;
        }
      }
      // Accepted but not open yet: the server's word stands, and the screen says it is still opening.
      succeeded(api, { process: 'add', success: true, message, iso, opening: true });
    },
  });

  listeners.startListening({
    actionCreator: currencyRemoveRequested,
    effect: (action, api) => changeThenReload(api, 'delete', (lng) => officeCalls().then(({ removeCurrency }) => removeCurrency(action.payload, lng))),
  });

  listeners.startListening({
    actionCreator: accountConvertRequested,
    effect: (action, api) => changeThenReload(api, 'change', (lng) => officeCalls().then(({ convertAccount }) => convertAccount(action.payload, lng))),
  });

  listeners.startListening({
    actionCreator: hideBalanceChangeRequested,
    effect: async (action, api) => {
      // The latest choice wins: an earlier save still on its way no longer decides anything.
      api.cancelActiveListeners();
      const previous = api.getOriginalState().user.hideBalance;
      api.dispatch(hideBalanceChanged(action.payload));
      try {
        await api.pause(officeCalls().then(({ saveHideBalance }) => saveHideBalance(action.payload)));
      } catch (error) {
        if (api.signal.aborted) return;
        api.dispatch(hideBalanceChanged(previous));
        const shown = errorNotification(error);
        if (shown) api.dispatch(notificationShown({ type: 'error', message: shown.message }));
      }
    },
  });
}
