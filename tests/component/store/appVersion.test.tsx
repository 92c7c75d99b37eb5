import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { memoryStorage } from '@/tests/support/memoryStorage';
import { renderWithProviders } from '@/tests/support/render';
import { makeStore } from '@/store/makeStore';
import type { ShellEffects } from '@/store/effects';
import { appVersionWatchStarted } from '@/store/listeners/appVersion';
import { pageVisibilityChanged } from '@/store/listeners/session';
import { selectNotifications } from '@/store/slices/notifications';
import { NotificationHost } from '@/components/notifications/NotificationHost';
import { APP_VERSION_CHECK_DELAY_MS, APP_VERSION_CHECK_INTERVAL_MS } from '@/lib/config/appVersion';

/** The version endpoint answers the queued build ids in turn (the last one repeats). */
function deployed(ids: (string | 'fail')[]) {
  const calls = { version: 0 };
  server.use(
    http.get('*/version', () => {
      const next = ids[Math.min(calls.version, ids.length - 1)]!;
      calls.version += 1;
      return next === 'fail' ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ buildId: next });
    }),
    // Visibility changes also run the guest's session check.
    http.get('*/web-api/user/checksession', () => HttpResponse.json({ user_id: null })),
  );
  return calls;
}

function effects() {
  const reloads = { count: 0 };
  const fake: ShellEffects = {
    location: () => ({ pathname: '/en', search: '' }),
    navigate: () => undefined,
    reload: () => void (reloads.count += 1),
    expireCookie: () => undefined,
    storage: memoryStorage(),
  };
  return { fake, reloads };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('app update check (limits-coupon-auth.md §4, §9)', () => {
  it('checks first 60 s after the page loaded, not before', async () => {
    const calls = deployed(['build-a']);
    const store = makeStore({ language: 'en', effects: effects().fake });
    store.dispatch(appVersionWatchStarted({ buildId: 'build-a' }));
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS - 1);
    expect(calls.version).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.version).toBe(1);
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('then checks on an interval, and announces a new build once, with a reload action', async () => {
    const calls = deployed(['build-a', 'build-b']);
    const store = makeStore({ language: 'en', effects: effects().fake });
    store.dispatch(appVersionWatchStarted({ buildId: 'build-a' }));
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS);
    expect(selectNotifications(store.getState())).toEqual([]);
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_INTERVAL_MS);
    expect(calls.version).toBe(2);
    expect(selectNotifications(store.getState())).toMatchObject([{ type: 'warning', title: 'update_title', action: 'reload' }]);
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_INTERVAL_MS * 3);
    expect(calls.version).toBe(2);
    expect(selectNotifications(store.getState())).toHaveLength(1);
  });

  it('checks at once on a return to the page after the first 60 s, and not while hidden', async () => {
    const calls = deployed(['build-a']);
    const store = makeStore({ language: 'en', effects: effects().fake });
    store.dispatch(appVersionWatchStarted({ buildId: 'build-a' }));
    store.dispatch(pageVisibilityChanged({ visible: false }));
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS + APP_VERSION_CHECK_INTERVAL_MS);
    expect(calls.version).toBe(0);
    store.dispatch(pageVisibilityChanged({ visible: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.version).toBe(1);
  });

  it('does not hurry the first check when the page shows within the first 60 s', async () => {
    const calls = deployed(['build-a']);
    const store = makeStore({ language: 'en', effects: effects().fake });
    store.dispatch(appVersionWatchStarted({ buildId: 'build-a' }));
    await vi.advanceTimersByTimeAsync(10000);
    store.dispatch(pageVisibilityChanged({ visible: true }));
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS - 10000 - 1);
    expect(calls.version).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.version).toBe(1);
  });

  it('counts a failed check as no news and goes on checking', async () => {
    const calls = deployed(['fail', 'build-b']);
    const store = makeStore({ language: 'en', effects: effects().fake });
    store.dispatch(appVersionWatchStarted({ buildId: 'build-a' }));
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS);
    expect(selectNotifications(store.getState())).toEqual([]);
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_INTERVAL_MS);
    expect(calls.version).toBe(2);
    expect(selectNotifications(store.getState())).toHaveLength(1);
  });

  it('never checks when the running build is unknown', async () => {
    const calls = deployed(['build-b']);
    const store = makeStore({ language: 'en', effects: effects().fake });
    store.dispatch(appVersionWatchStarted({ buildId: null }));
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS + APP_VERSION_CHECK_INTERVAL_MS);
    expect(calls.version).toBe(0);
  });
});

describe('update notice', () => {
  it('is a warning titled "Update available" whose button reloads the page', async () => {
    deployed(['build-b']);
    const { fake, reloads } = effects();
    const store = makeStore({ language: 'en', effects: fake });
    await renderWithProviders(<NotificationHost />, { store, language: 'en' });
    act(() => {
      store.dispatch(appVersionWatchStarted({ buildId: 'build-a' }));
    });
    await act(() => vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS));
    const notice = screen.getByRole('article', { name: 'Update available' });
    expect(notice.className).toContain('notification--warning');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reloads.count).toBe(1);
    expect(screen.queryByRole('article', { name: 'Update available' })).not.toBeInTheDocument();
  });

  it('is in Russian on a Russian page', async () => {
    deployed(['build-b']);
    const store = makeStore({ language: 'ru', effects: effects().fake });
    await renderWithProviders(<NotificationHost />, { store, language: 'ru' });
    act(() => {
      store.dispatch(appVersionWatchStarted({ buildId: 'build-a' }));
    });
    await act(() => vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS));
    expect(screen.getByRole('article', { name: 'Доступно обновление' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });
});
