import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addListener } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { memoryStorage } from '@/tests/support/memoryStorage';
import { makeStore } from '@/store/makeStore';
import type { ShellEffects } from '@/store/effects';
import { SiteConfigSchema, type SiteConfig } from '@/lib/api/siteConfig';
import { defaultSiteConfig } from '../../../backend/src/siteConfig';
import { pageVisibilityChanged } from '@/store/listeners/session';
import { addTermsListeners, termsConfirmFailed, termsConfirmRequested } from '@/store/listeners/terms';
import { addFeatureListeners } from '@/store/featureListeners';
import { sessionEnded, sessionStarted, siteConfigLoaded, termsStatusReceived } from '@/store/slices/app';

const UPDATED_AT = '2026-11-01T00:00:00.000Z';
type Answer = { result: boolean; updatedAt: string | null } | 'fail';
const changed: Answer = { result: true, updatedAt: UPDATED_AT };
const unchanged: Answer = { result: false, updatedAt: null };

/** The terms endpoints: `status` answers with the queued values in turn (the last one repeats). */
function backend(status: Answer[], confirm: 'ok' | 'fail' = 'ok') {
  const calls = { status: 0, confirm: 0, session: 0 };
  server.use(
    http.get('*/web-api/api-v3/v2/user/agreement-rules/status', () => {
      const next = status[Math.min(calls.status, status.length - 1)]!;
      calls.status += 1;
      return next === 'fail' ? new HttpResponse(null, { status: 502 }) : HttpResponse.json(next);
    }),
    http.post('*/web-api/api-v3/v2/user/agreement-rules/confirm', () => {
      calls.confirm += 1;
      return confirm === 'ok' ? HttpResponse.json({ ok: true }) : HttpResponse.json({ error: 'down' }, { status: 503 });
    }),
    // Visibility changes also run the session check: the same session, nothing more to load.
    http.get('*/web-api/user/checksession', () => {
      calls.session += 1;
      return HttpResponse.json({ user_id: 1001 });
    }),
  );
  return calls;
}

function effects(pathname: string, search = '') {
  const navigated: string[] = [];
  const fake: ShellEffects = {
    location: () => ({ pathname, search }),
    navigate: (url) => void navigated.push(url),
    reload: () => undefined,
    expireCookie: () => undefined,
    storage: memoryStorage(),
  };
  return { fake, navigated };
}

/** A signed-in page; the session starting is what starts the checks. */
function signedIn(fake: ShellEffects) {
  return makeStore({ language: 'en', userId: 1001, effects: fake });
}

/** The confirm-terms page of a signed-in player: its screen starts the terms listeners itself. */
function confirmPage(fake: ShellEffects) {
  const store = signedIn(fake);
  addFeatureListeners(store, addTermsListeners);
  return store;
}

/** The backend's default site config, read as the site reads it, with confirm-terms on or off. */
const siteConfig = (confirmTermsEnabled: boolean): SiteConfig =>
  SiteConfigSchema.parse({ ...defaultSiteConfig(), confirmTermsEnabled });

// The check brings the route manifest with its first answer (store/listeners/pages.ts). Loaded
// here first, it comes at once, as from the browser's cache: these tests count the check's own
// timing on a fake clock, which a module's first load in vitest (real time) would shift.
beforeAll(() => import('@/store/listeners/pages'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('terms check', () => {
  it('checks at once when a session starts (no site config yet counts as available)', async () => {
    const calls = backend([unchanged]);
    const { fake, navigated } = effects('/en/slots');
    const store = signedIn(fake);
    expect(store.getState().app.siteConfig).toBeNull();
    store.dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.status).toBe(1);
    expect(store.getState().app.isUserTermsChanged).toBe(false);
    expect(navigated).toEqual([]);
  });

  it('repeats every 60 s until the session ends', async () => {
    const calls = backend([unchanged]);
    const { fake } = effects('/en/slots');
    const store = signedIn(fake);
    store.dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(59999);
    expect(calls.status).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.status).toBe(2);
    await vi.advanceTimersByTimeAsync(60000);
    expect(calls.status).toBe(3);
    store.dispatch(sessionEnded());
    await vi.advanceTimersByTimeAsync(180000);
    expect(calls.status).toBe(3);
  });

  it('checks when the page shows while signed in, and stops while it is hidden', async () => {
    const calls = backend([unchanged]);
    const { fake } = effects('/en/slots');
    const store = signedIn(fake);
    store.dispatch(pageVisibilityChanged({ visible: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.status).toBe(1);
    store.dispatch(pageVisibilityChanged({ visible: false }));
    await vi.advanceTimersByTimeAsync(180000);
    expect(calls.status).toBe(1);
    store.dispatch(pageVisibilityChanged({ visible: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.status).toBe(2);
  });

  it('never checks for a guest', async () => {
    const calls = backend([changed]);
    server.use(http.get('*/web-api/user/checksession', () => HttpResponse.json({ user_id: null })));
    const { fake } = effects('/en/slots');
    const store = makeStore({ language: 'en', effects: fake });
    store.dispatch(pageVisibilityChanged({ visible: true }));
    await vi.advanceTimersByTimeAsync(120000);
    expect(calls.status).toBe(0);
  });

  it('does not check when the site config turns confirm-terms off', async () => {
    const calls = backend([changed]);
    const { fake, navigated } = effects('/en/slots');
    const store = signedIn(fake);
    store.dispatch(siteConfigLoaded(siteConfig(false)));
    store.dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(120000);
    expect(calls.status).toBe(0);
    expect(navigated).toEqual([]);
  });

  it('counts a failed check as not changed, and does not leave the page', async () => {
    const calls = backend(['fail']);
    const { fake, navigated } = effects('/en/confirm-terms', '?returnUrl=%2Fen%2Fslots');
    const store = signedIn(fake);
    store.dispatch(termsStatusReceived({ changed: true, updatedAt: UPDATED_AT }));
    store.dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.status).toBe(1);
    expect(store.getState().app.isUserTermsChanged).toBe(false);
    expect(store.getState().app.userTermsChangedUpdatedAt).toBeNull();
    expect(navigated).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('drops the answer of a check the end of the session cancelled', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/web-api/api-v3/v2/user/agreement-rules/status', async () => {
        await gate;
        return HttpResponse.json(changed);
      }),
    );
    const { fake, navigated } = effects('/en/slots');
    const store = signedIn(fake);
    store.dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(sessionEnded());
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().app.isUserTermsChanged).toBe(false);
    expect(navigated).toEqual([]);
  });
});

describe('changed terms', () => {
  it('send the player to confirm-terms, keeping the page as returnUrl', async () => {
    backend([changed]);
    const { fake, navigated } = effects('/en/slots', '?x=1');
    const store = signedIn(fake);
    store.dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().app.isUserTermsChanged).toBe(true);
    expect(store.getState().app.userTermsChangedUpdatedAt).toBe(UPDATED_AT);
    expect(navigated).toEqual(['/en/confirm-terms?returnUrl=%2Fen%2Fslots%3Fx%3D1']);
  });

  it('send the player only once, and never from confirm-terms itself', async () => {
    const calls = backend([changed]);
    const away = effects('/en/slots');
    const storeAway = signedIn(away.fake);
    storeAway.dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(60000);
    expect(calls.status).toBe(2);
    expect(away.navigated).toEqual(['/en/confirm-terms?returnUrl=%2Fen%2Fslots']);

    const there = effects('/en/confirm-terms', '?returnUrl=%2Fen%2Fslots');
    const storeThere = signedIn(there.fake);
    storeThere.dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(60000);
    expect(storeThere.getState().app.isUserTermsChanged).toBe(true);
    expect(there.navigated).toEqual([]);
  });

  it('leave the player on confirm, the terms letter’s page, which accepts them itself, changed or not', async () => {
    backend([changed, unchanged]);
    const { fake, navigated } = effects('/en/confirm');
    signedIn(fake).dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(60000);
    expect(navigated).toEqual([]);
  });

  it('once accepted elsewhere, send the player on confirm-terms home', async () => {
    backend([unchanged]);
    const { fake, navigated } = effects('/en/confirm-terms', '?returnUrl=%2Fen%2Fslots');
    signedIn(fake).dispatch(sessionStarted({ userId: 1001 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(navigated).toEqual(['/en']);
  });
});

describe('accepting the terms', () => {
  it('confirms, forgets the change and goes back to the returnUrl', async () => {
    const calls = backend([changed]);
    const { fake, navigated } = effects('/en/confirm-terms', '?returnUrl=%2Fen%2Fslots%3Fx%3D1');
    const store = confirmPage(fake);
    store.dispatch(termsStatusReceived({ changed: true, updatedAt: UPDATED_AT }));
    store.dispatch(termsConfirmRequested());
    await vi.waitFor(() => expect(navigated).toEqual(['/en/slots?x=1']));
    expect(calls.confirm).toBe(1);
    expect(store.getState().app.isUserTermsChanged).toBe(false);
    expect(store.getState().app.userTermsChangedUpdatedAt).toBeNull();
  });

  it('goes home instead of a hostile, missing or self-pointing returnUrl', async () => {
    backend([changed]);
    const self = effects('/en/confirm-terms', '?returnUrl=%2Fen%2Fconfirm-terms%3Fx%3D1');
    confirmPage(self.fake).dispatch(termsConfirmRequested());
    await vi.waitFor(() => expect(self.navigated).toEqual(['/en']));
    const hostile = effects('/en/confirm-terms', '?returnUrl=%2F%2Fevil.com');
    confirmPage(hostile.fake).dispatch(termsConfirmRequested());
    await vi.waitFor(() => expect(hostile.navigated).toEqual(['/en']));
    const none = effects('/en/confirm-terms');
    confirmPage(none.fake).dispatch(termsConfirmRequested());
    await vi.waitFor(() => expect(none.navigated).toEqual(['/en']));
  });

  it('announces a failure with termsConfirmFailed and stays', async () => {
    const calls = backend([changed], 'fail');
    const { fake, navigated } = effects('/en/confirm-terms', '?returnUrl=%2Fen%2Fslots');
    const store = confirmPage(fake);
    store.dispatch(termsStatusReceived({ changed: true, updatedAt: UPDATED_AT }));
    const failed = vi.fn();
    store.dispatch(addListener({ actionCreator: termsConfirmFailed, effect: failed }));
    store.dispatch(termsConfirmRequested());
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(calls.confirm).toBe(1);
    expect(store.getState().app.isUserTermsChanged).toBe(true);
    expect(navigated).toEqual([]);
  });
});
