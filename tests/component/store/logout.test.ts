import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { makeStore } from '@/store/makeStore';
import type { ShellEffects } from '@/store/effects';
import { memoryStorage } from '@/tests/support/memoryStorage';
import { loginStateChanged, logoutRequested } from '@/store/listeners/logout';
import { balanceReceived } from '@/store/slices/account';
import { registrationProcessChanged, sessionEnded } from '@/store/slices/app';

function effects(pathname: string, search = '') {
  const done = { navigated: null as string | null, reloaded: false, expired: [] as string[] };
  const fake: ShellEffects = {
    location: () => ({ pathname, search }),
    navigate: (url) => {
      done.navigated = url;
    },
    reload: () => {
      done.reloaded = true;
    },
    expireCookie: (name) => done.expired.push(name),
    storage: memoryStorage(),
  };
  return { fake, done };
}

function signedInStore(fake: ShellEffects) {
  const store = makeStore({ language: 'en', userId: 1001, effects: fake });
  store.dispatch(
    balanceReceived({
      balance: 1,
      bonus: 0,
      is_available_first_deposit_bonus: false,
      all_accounts: [{ id: 1, iso: 'RUB', symbol: '₽', currency_id: 1, type: 0, money: 1, points: 0, label: 'M', is_active: true }],
    }),
  );
  return store;
}

afterEach(() => vi.restoreAllMocks());

describe('logout', () => {
  it('disconnects, clears the cookies and the session, and goes home from a page guests may not see', async () => {
    server.use(http.post('*/web-api/user/disconnect', () => HttpResponse.json({ ok: true })));
    const { fake, done } = effects('/en/office/history');
    fake.storage.setItem('lastActiveTime', '1');
    const store = signedInStore(fake);
    store.dispatch(logoutRequested());
    await vi.waitFor(() => expect(done.navigated).toBe('/en'));
    expect(done.expired).toEqual(['user_token', 'ua']);
    expect(fake.storage.getItem('lastActiveTime')).toBeNull();
    expect(store.getState().app.userId).toBeNull();
    expect(store.getState().account.allAccounts).toEqual([]);
  });

  it('reloads on a page guests may see', async () => {
    server.use(http.post('*/web-api/user/disconnect', () => HttpResponse.json({ ok: true })));
    const { fake, done } = effects('/en/slots');
    signedInStore(fake).dispatch(logoutRequested());
    await vi.waitFor(() => expect(done.reloaded).toBe(true));
    expect(done.navigated).toBeNull();
  });

  it('goes home from any page when the query asks', async () => {
    server.use(http.post('*/web-api/user/disconnect', () => HttpResponse.json({ ok: true })));
    const { fake, done } = effects('/en/slots', '?logoutToHome=1');
    signedInStore(fake).dispatch(logoutRequested());
    await vi.waitFor(() => expect(done.navigated).toBe('/en'));
  });

  it('logs a failed disconnect and reloads, keeping the session', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/web-api/user/disconnect', () => new HttpResponse(null, { status: 500 })));
    const { fake, done } = effects('/en/office/history');
    const store = signedInStore(fake);
    store.dispatch(logoutRequested());
    await vi.waitFor(() => expect(done.reloaded).toBe(true));
    expect(log).toHaveBeenCalled();
    expect(store.getState().app.userId).toBe(1001);
  });
});

describe('login-state change', () => {
  // The manifest comes with the first change the page sees (store/listeners/pages.ts): each check
  // waits for it, so "no navigation" is not merely "not yet".
  async function settled() {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('leaves a page the new state may not see, for a safe return url', async () => {
    const { fake, done } = effects('/en/user/login', '?returnUrl=%2Fen%2Flive');
    makeStore({ language: 'en', effects: fake }).dispatch(loginStateChanged({ signedIn: true }));
    await settled();
    expect(done.navigated).toBe('/en/live');
  });

  it('goes home instead of a hostile return url', async () => {
    const { fake, done } = effects('/en/office/history', '?returnUrl=%2F%2Fevil.com');
    makeStore({ language: 'en', effects: fake }).dispatch(loginStateChanged({ signedIn: false }));
    await settled();
    expect(done.navigated).toBe('/en');
  });

  it('leaves a session the check found gone to the session-ended handler: no navigation home', async () => {
    const { fake, done } = effects('/en/office/history');
    const store = makeStore({ language: 'en', effects: fake, userId: 1001 });
    store.dispatch(sessionEnded({ lost: true }));
    store.dispatch(loginStateChanged({ signedIn: false }));
    await settled();
    expect(done.navigated).toBeNull();
  });

  it('stays on a page both states may see', async () => {
    const { fake, done } = effects('/en/slots');
    makeStore({ language: 'en', effects: fake }).dispatch(loginStateChanged({ signedIn: false }));
    await settled();
    expect(done.navigated).toBeNull();
  });

  it('keeps one-click credentials on screen: no navigation while the registration is in process', async () => {
    const { fake, done } = effects('/en/registration');
    const store = makeStore({ language: 'en', effects: fake });
    store.dispatch(registrationProcessChanged(true));
    store.dispatch(loginStateChanged({ signedIn: true }));
    await settled();
    expect(done.navigated).toBeNull();
    store.dispatch(registrationProcessChanged(false));
    store.dispatch(loginStateChanged({ signedIn: true }));
    await settled();
    expect(done.navigated).toBe('/en');
  });
});
