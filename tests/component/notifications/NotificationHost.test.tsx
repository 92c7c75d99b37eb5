import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationHost } from '@/components/notifications/NotificationHost';
import { notificationShown, selectNotifications, type NotificationInput } from '@/store/slices/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@/lib/config/modals';
import { renderWithProviders } from '@/tests/support/render';

afterEach(() => {
  vi.useRealTimers();
});

async function show(input: NotificationInput, language: 'ru' | 'en' = 'en') {
  const view = await renderWithProviders(<NotificationHost />, { language });
  act(() => {
    view.store.dispatch(notificationShown(input));
  });
  return view;
}

describe('notification host', () => {
  it('has a polite status region and an alert region for errors', async () => {
    await show({ type: 'error', message: 'Bet rejected' });
    const errors = screen.getByRole('alert', { name: 'Errors' });
    expect(within(errors).getByRole('article', { name: 'Error' })).toHaveTextContent('Bet rejected');
    const status = screen.getByRole('status', { name: 'Notifications' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).queryByRole('article')).not.toBeInTheDocument();
  });

  it('puts the other types in the status region', async () => {
    await show({ type: 'success', message: 'Bet placed' });
    const status = screen.getByRole('status', { name: 'Notifications' });
    expect(within(status).getByRole('article', { name: 'Done' })).toHaveTextContent('Bet placed');
  });

  it('gives the default titles in Russian', async () => {
    const { store } = await show({ type: 'error', message: 'Ставка отклонена' }, 'ru');
    act(() => {
      store.dispatch(notificationShown({ type: 'success', message: 'Ставка принята' }));
    });
    expect(screen.getByRole('article', { name: 'Ошибка' })).toHaveTextContent('Ставка отклонена');
    expect(screen.getByRole('article', { name: 'Готово' })).toHaveTextContent('Ставка принята');
  });

  it('names a notification without a title by its message', async () => {
    await show({ type: 'warning', message: 'Works tonight from 02:00' });
    expect(screen.getByRole('article', { name: 'Works tonight from 02:00' })).toBeInTheDocument();
  });

  it('closes after 10 000 ms, not at 9 999', async () => {
    vi.useFakeTimers();
    const { store } = await show({ type: 'success', message: 'Bet placed' });
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 1);
    });
    expect(screen.getByRole('article', { name: 'Done' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it.each(['permanent', 'maintenance', 'withoutTimeout'] as const)('keeps a %s notification open', async (type) => {
    vi.useFakeTimers();
    await show({ type, message: 'Stays until closed' });
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS * 6);
    });
    expect(screen.getByRole('article', { name: 'Stays until closed' })).toBeInTheDocument();
  });

  it('clears its timer when it is closed by hand before the 10 s', async () => {
    vi.useFakeTimers();
    const { store } = await show({ type: 'info', message: 'one' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(vi.getTimerCount()).toBe(0);
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('closes with its close button, leaving the others', async () => {
    const { store } = await show({ type: 'permanent', message: 'first' });
    act(() => {
      store.dispatch(notificationShown({ type: 'permanent', message: 'second' }));
    });
    const first = screen.getByRole('article', { name: 'first' });
    await userEvent.click(within(first).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('article', { name: 'first' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'second' })).toBeInTheDocument();
  });
});
