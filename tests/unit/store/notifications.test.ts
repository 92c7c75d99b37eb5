// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { notificationClosed, notificationShown, selectNotifications } from '@/store/slices/notifications';

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications', () => {
  it('starts empty', () => {
    expect(selectNotifications(makeStore().getState())).toEqual([]);
  });

  it('shows a notification with an id from a counter and the time it was shown', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    const store = makeStore();
    store.dispatch(notificationShown({ type: 'info', title: 'update_title', message: 'A new version is out.' }));
    store.dispatch(notificationShown({ type: 'warning', message: 'Works tonight.' }));
    expect(selectNotifications(store.getState())).toEqual([
      {
        id: 'notification-1',
        type: 'info',
        title: 'update_title',
        message: 'A new version is out.',
        createdAt: Date.parse('2025-03-01T10:00:00Z'),
      },
      {
        id: 'notification-2',
        type: 'warning',
        title: null,
        message: 'Works tonight.',
        createdAt: Date.parse('2025-03-01T10:00:00Z'),
      },
    ]);
  });

  it('gives errors the title main_error and successes main_done by default (shell-and-routing.md §8)', () => {
    const store = makeStore();
    store.dispatch(notificationShown({ type: 'error', message: 'Bet rejected' }));
    store.dispatch(notificationShown({ type: 'success', message: 'Bet placed' }));
    expect(selectNotifications(store.getState()).map((n) => n.title)).toEqual(['main_error', 'main_done']);
  });

  it('keeps a title given explicitly', () => {
    const store = makeStore();
    store.dispatch(notificationShown({ type: 'error', title: 'adblock_title', message: 'x' }));
    expect(selectNotifications(store.getState())[0]?.title).toBe('adblock_title');
  });

  it('closes one notification by id', () => {
    const store = makeStore();
    store.dispatch(notificationShown({ type: 'info', message: 'one' }));
    store.dispatch(notificationShown({ type: 'info', message: 'two' }));
    store.dispatch(notificationClosed({ id: 'notification-1' }));
    expect(selectNotifications(store.getState()).map((n) => n.message)).toEqual(['two']);
  });
});
