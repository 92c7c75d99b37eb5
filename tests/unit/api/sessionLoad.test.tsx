import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { loadSession } from '@/lib/api/sessionLoad';
import { currentFingerprint } from '@/lib/api/fingerprint';
import { shouldLoadSession } from '@/lib/auth/sessionLoad';
import { SESSION_LOAD_DELAY_MS } from '@/lib/config/auth';
import { SessionLoader } from '@/components/shell/SessionLoader';
import { makeStore } from '@/store/makeStore';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { liveToken, resetClient, setTokenCookie } from './client';

/** The session call (plain text, never JSON) and the fingerprint after it; counts both. */
function deviceEndpoints(sessionStatus = 200) {
  const seen = { session: 0, fingerprint: 0, sessionAccept: null as string | null };
  server.use(
    http.get('*/web-api/session', ({ request }) => {
      seen.session += 1;
      seen.sessionAccept = request.headers.get('accept');
      return new HttpResponse(sessionStatus === 200 ? 'device session started' : 'down', {
        status: sessionStatus,
        headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
      });
    }),
    http.get('*/web-api/fingerprint', () => {
      seen.fingerprint += 1;
      return HttpResponse.json({ token: 'fp-1', expiresAt: Date.now() + 3_600_000, data: {} });
    }),
  );
  return seen;
}

beforeEach(() => {
  resetClient();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  resetClient();
});

describe('the device session load (limits-coupon-auth.md §7, §9)', () => {
  it(`loads the session ${SESSION_LOAD_DELAY_MS} ms after the page is ready, then obtains a fingerprint`, async () => {
    const seen = deviceEndpoints();
    await renderWithProviders(<SessionLoader />, { store: makeStore({ language: 'en', userId: null }) });
    await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS - 1);
    expect(seen.session).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(seen.fingerprint).toBe(1));
    expect(seen.session).toBe(1);
    expect(seen.sessionAccept).not.toContain('application/json');
    expect(currentFingerprint()).toBe('fp-1');
  });

  it('waits for the load event when the page is not ready yet', async () => {
    const seen = deviceEndpoints();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await renderWithProviders(<SessionLoader />, { store: makeStore({ language: 'en', userId: null }) });
    await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS * 2);
    expect(seen.session).toBe(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS);
    await vi.waitFor(() => expect(seen.session).toBe(1));
  });

  it('does nothing for a signed-in player (the store has a user id)', async () => {
    const seen = deviceEndpoints();
    await renderWithProviders(<SessionLoader />, { store: makeStore({ language: 'en', userId: 1001 }) });
    await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS * 2);
    // The call's module comes when due: "nothing" is checked once it could have come.
    await vi.dynamicImportSettled();
    expect(seen).toMatchObject({ session: 0, fingerprint: 0 });
  });

  it('does nothing when a user_token cookie exists', async () => {
    setTokenCookie(liveToken());
    const seen = deviceEndpoints();
    await renderWithProviders(<SessionLoader />, { store: makeStore({ language: 'en', userId: null }) });
    await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS * 2);
    // The call's module comes when due: "nothing" is checked once it could have come.
    await vi.dynamicImportSettled();
    expect(seen).toMatchObject({ session: 0, fingerprint: 0 });
  });

  it('loads once per page load, even when the loader mounts again', async () => {
    const seen = deviceEndpoints();
    const first = await renderWithProviders(<SessionLoader />, { store: makeStore({ language: 'en', userId: null }) });
    await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS);
    await vi.waitFor(() => expect(seen.fingerprint).toBe(1));
    first.unmount();
    await renderWithProviders(<SessionLoader />, { store: makeStore({ language: 'en', userId: null }) });
    await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS * 2);
    await vi.dynamicImportSettled();
    expect(seen).toMatchObject({ session: 1, fingerprint: 1 });
  });

  it('logs a failed session load and obtains no fingerprint', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen = deviceEndpoints(503);
    await loadSession();
    expect(seen).toMatchObject({ session: 1, fingerprint: 0 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('[session load]'));
  });
});

describe('whether to load the device session', () => {
  const none = { userId: null, userToken: null, alreadyLoaded: false };

  it('loads when no session shows and it has not loaded yet', () => {
    expect(shouldLoadSession(none)).toBe(true);
  });

  it('skips a signed-in player, a page with a user_token, and a second time', () => {
    expect(shouldLoadSession({ ...none, userId: 1001 })).toBe(false);
    expect(shouldLoadSession({ ...none, userToken: 'abc.def' })).toBe(false);
    expect(shouldLoadSession({ ...none, alreadyLoaded: true })).toBe(false);
  });
});
