import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { IdleWatcher } from '@/components/shell/IdleWatcher';
import { NotificationHost } from '@/components/notifications/NotificationHost';
import { AUTO_LOGOFF_FLAG_STORAGE_KEY, LAST_ACTIVE_STORAGE_KEY } from '@/lib/config/idle';
import { makeStore, type StoreSeed } from '@/store/makeStore';
import { addFeatureListeners } from '@/store/featureListeners';
import { browserEffectsWithRouter } from '@/store/effects';
import { addAuthListeners, signedIn } from '@/store/listeners/auth';
import { modalOpened } from '@/store/slices/modals';
import { sessionEnded } from '@/store/slices/app';
import { renderWithProviders } from '@/tests/support/render';
import { recordingEffects, signedInBackend } from './loginSupport';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

/** A page's store with the sign-in's listeners, as a sign-in form or registration starts them. */
function signInStore(seed: StoreSeed) {
  const store = makeStore(seed);
  addFeatureListeners(store, addAuthListeners);
  return store;
}

/** The sign-in's next step loads its rule first (the route manifest comes with it): wait for it. */
async function settled() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('after a sign-in (shell-and-routing.md §4, §6)', () => {
  it('goes to the wanted page the guard kept, with a full page load that renders it signed in', async () => {
    const { effects, done } = recordingEffects('/en/user/login', '?returnUrl=%2Fen%2Foffice%2Fhistory%3Ftab%3D2');
    const store = signInStore({ language: 'en', effects });
    store.dispatch(signedIn({ userId: 1001 }));
    await settled();
    expect(done.navigated).toEqual(['/en/office/history?tab=2']);
    // The next page knows the session from the cookies; this one is left as it is.
    expect(store.getState().app.userId).toBeNull();
    expect(done.refreshed).toBe(0);
  });

  it("takes the opener's returnUrl (a modal opened for a page that needs login)", async () => {
    const { effects, done } = recordingEffects('/ru/slots');
    signInStore({ language: 'ru', effects }).dispatch(signedIn({ userId: 1001, returnUrl: '/ru/office/account' }));
    await settled();
    expect(done.navigated).toEqual(['/ru/office/account']);
  });

  it('ignores a hostile returnUrl: from the login page it goes home', async () => {
    for (const hostile of ['https://evil.example/phish', '//evil.example', '/\\evil.example']) {
      const { effects, done } = recordingEffects('/en/user/login', `?returnUrl=${encodeURIComponent(hostile)}`);
      signInStore({ language: 'en', effects }).dispatch(signedIn({ userId: 1001 }));
      await settled();
      expect(done.navigated, hostile).toEqual(['/en']);
    }
  });

  it('stays on any other page: stores the session, loads the accounts, closes the login modal, renders again', async () => {
    const calls = signedInBackend();
    const { effects, done } = recordingEffects('/en/live', `?returnUrl=${encodeURIComponent('https://evil.example')}`);
    const store = signInStore({ language: 'en', effects });
    store.dispatch(modalOpened({ kind: 'welcome' }));
    store.dispatch(modalOpened({ kind: 'login' }));
    store.dispatch(signedIn({ userId: 1001 }));
    await settled();
    expect(store.getState().app.userId).toBe(1001);
    expect(store.getState().modals.stack.map((modal) => modal.kind)).toEqual(['welcome']);
    expect(done).toEqual({ navigated: [], reloaded: 0, refreshed: 1 });
    await waitFor(() => expect(store.getState().account.activeAccountId).toBe(5001));
    expect(calls.balance).toBe(1);
  });

  it("the page's effects refresh through the app router and keep the browser's storage", () => {
    const router = { refresh: vi.fn() };
    const effects = browserEffectsWithRouter(router);
    effects.refresh?.();
    expect(router.refresh).toHaveBeenCalledOnce();
    expect(effects.storage).toBe(window.localStorage);
  });

  it('reloads the page when no router refresh is given', async () => {
    signedInBackend();
    const { effects, done } = recordingEffects('/en/live');
    signInStore({ language: 'en', effects: { ...effects, refresh: undefined } }).dispatch(signedIn({ userId: 1001 }));
    await settled();
    expect(done.reloaded).toBe(1);
  });
});

describe('the inactivity notice after an idle logoff (shell-and-routing.md §4 idle)', () => {
  it('shows once when the player signs in on the page he is on', async () => {
    signedInBackend();
    window.localStorage.setItem(AUTO_LOGOFF_FLAG_STORAGE_KEY, '15');
    const { effects } = recordingEffects('/en/live');
    const store = signInStore({ language: 'en', effects });
    await renderWithProviders(
      <>
        <IdleWatcher minutes={15} />
        <NotificationHost />
      </>,
      { language: 'en', store },
    );
    expect(screen.queryByText(/You were logged out after/)).not.toBeInTheDocument();
    act(() => void store.dispatch(signedIn({ userId: 1001 })));
    expect(await screen.findByText('You were logged out after 15 min without activity. Log in again to continue.')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTO_LOGOFF_FLAG_STORAGE_KEY)).toBeNull();

    // A later sign-in of the same page load does not show it again.
    act(() => {
      store.dispatch(sessionEnded());
      store.dispatch(signedIn({ userId: 1001 }));
    });
    await waitFor(() => expect(store.getState().app.userId).toBe(1001));
    expect(store.getState().notifications.items.filter((item) => item.message.startsWith('You were logged out'))).toHaveLength(1);
  });

  it('is left for the next page when the sign-in goes to another one', async () => {
    window.localStorage.setItem(AUTO_LOGOFF_FLAG_STORAGE_KEY, '15');
    const { effects, done } = recordingEffects('/en/user/login', '?returnUrl=%2Fen%2Flive');
    const store = signInStore({ language: 'en', effects });
    await renderWithProviders(<IdleWatcher minutes={15} />, { language: 'en', store });
    act(() => void store.dispatch(signedIn({ userId: 1001 })));
    await act(settled);
    expect(done.navigated).toEqual(['/en/live']);
    expect(store.getState().notifications.items).toEqual([]);
    expect(window.localStorage.getItem(AUTO_LOGOFF_FLAG_STORAGE_KEY)).toBe('15');
  });

  it('mounted at a login on a guest’s page, starts the count afresh: an old session’s last activity logs nobody off', async () => {
    // The shell loads the watcher only once a player is signed in (ShellExtras), so it never saw
    // the guest; left from a session that ended elsewhere, an hour-old activity must not count.
    window.localStorage.setItem(LAST_ACTIVE_STORAGE_KEY, String(Date.now() - 60 * 60_000));
    const { effects, done } = recordingEffects('/en/live');
    const store = signInStore({ language: 'en', userId: 1001, effects });
    await renderWithProviders(<IdleWatcher minutes={15} startSignedOut />, { language: 'en', store });
    expect(Number(window.localStorage.getItem(LAST_ACTIVE_STORAGE_KEY))).toBeGreaterThan(Date.now() - 5_000);
    expect(window.localStorage.getItem(AUTO_LOGOFF_FLAG_STORAGE_KEY)).toBeNull();
    expect(store.getState().app.userId).toBe(1001);
    expect(done).toMatchObject({ navigated: [], reloaded: 0 });
  });
});
