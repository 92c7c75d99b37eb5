import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { SHELL_NAMESPACES } from '@/lib/config/clientMessages';
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/pick';
import { SITE_TIME_ZONE } from '@/lib/config/time';
import { makeStore } from '@/store/makeStore';
import { modalOpened, selectOpenModals } from '@/store/slices/modals';

// A dialog's body and words load on demand. On a dropped connection that
// load fails: the dialog must say so and offer a retry, never take the page down with it.
// Offline until a test says the connection is back.
const offline = vi.hoisted(() => ({ body: false, words: false }));

vi.mock('@/components/auth/loaders', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/auth/loaders')>();
  return {
    ...actual,
    loadLoginModalBody: () =>
      offline.body ? Promise.reject(new Error('ChunkLoadError')) : actual.loadLoginModalBody(),
  };
});

vi.mock('@/lib/i18n/onDemandMessages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/i18n/onDemandMessages')>();
  return {
    ...actual,
    loadOnDemandMessages: (...args: Parameters<typeof actual.loadOnDemandMessages>) =>
      offline.words ? Promise.reject(new TypeError('Failed to fetch')) : actual.loadOnDemandMessages(...args),
  };
});

/**
 * What the dialog's own boundary caught. React reports a caught error to the root's onCaughtError,
 * whose default writes it to the console: here the failure is the point, so it is recorded and
 * checked instead.
 */
let caught: unknown[] = [];

async function renderHost() {
  caught = [];
  // A fresh host each time: what a dialog once loaded stays loaded for the page's life.
  vi.resetModules();
  const { ModalHost } = await import('@/components/modals/ModalHost');
  const store = makeStore({ language: 'en' });
  const messages = pickMessages(await loadMessages('en'), SHELL_NAMESPACES);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={messages} timeZone={SITE_TIME_ZONE}>
        <Provider store={store}>{children}</Provider>
      </NextIntlClientProvider>
    );
  }
  render(<ModalHost />, { wrapper: Wrapper, onCaughtError: (error) => void caught.push(error) });
  return store;
}

describe('a dialog that cannot load', () => {
  it('says so with a retry when its body fails, and the retry opens it', async () => {
    offline.body = true;
    const store = await renderHost();
    act(() => {
      store.dispatch(modalOpened({ kind: 'login' }));
    });
    const error = await screen.findByRole('alertdialog', { name: 'Could not load the data.' }, { timeout: 5000 });
    expect(caught).toEqual([new Error('ChunkLoadError')]);
    const retry = screen.getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveFocus());
    expect(error).toBeInTheDocument();
    offline.body = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says so when its words fail, and Close closes the modal', async () => {
    offline.words = true;
    const store = await renderHost();
    act(() => {
      store.dispatch(modalOpened({ kind: 'welcome' }));
    });
    await screen.findByRole('alertdialog', { name: 'Could not load the data.' }, { timeout: 5000 });
    expect(caught).toEqual([new TypeError('Failed to fetch')]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(selectOpenModals(store.getState())).toEqual([]);
    offline.words = false;
  });

  it('loads the words again on retry once the connection is back', async () => {
    offline.words = true;
    const store = await renderHost();
    act(() => {
      store.dispatch(modalOpened({ kind: 'welcome' }));
    });
    await screen.findByRole('alertdialog', { name: 'Could not load the data.' }, { timeout: 5000 });
    offline.words = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(caught).toEqual([new TypeError('Failed to fetch')]);
  });
});
