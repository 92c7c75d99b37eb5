import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { ModalHost } from '@/components/modals/ModalHost';
import { SHELL_NAMESPACES } from '@/lib/config/clientMessages';
import { loadMessages } from '@/lib/i18n/messages';
import { pickMessages } from '@/lib/i18n/pick';
import { SITE_TIME_ZONE } from '@/lib/config/time';
import { makeStore } from '@/store/makeStore';
import { modalOpened } from '@/store/slices/modals';
import { forgotPasswordModalOpened } from '@/components/auth/forgot/forgotPasswordModal';

// The page carries only the shell's words; a form opened on demand brings its
// own. Rendered here as the browser has it: the root provider with the shell's namespaces only.
async function renderShellOnly() {
  const store = makeStore({ language: 'en' });
  const messages = pickMessages(await loadMessages('en'), SHELL_NAMESPACES);
  const missing = vi.fn();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={messages} timeZone={SITE_TIME_ZONE} onError={missing}>
        <Provider store={store}>{children}</Provider>
      </NextIntlClientProvider>
    );
  }
  render(<ModalHost />, { wrapper: Wrapper });
  return { store, missing };
}

describe('words of the parts loaded on demand', () => {
  it('the login modal shows its form in words with only the shell in the page', async () => {
    const { store, missing } = await renderShellOnly();
    act(() => {
      store.dispatch(modalOpened({ kind: 'login' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/\b(auth|authFields|forgotPassword|socialAuth)\./);
    expect(missing).not.toHaveBeenCalled();
  });

  it('the forgot-password dialog does too', async () => {
    const { store, missing } = await renderShellOnly();
    act(() => {
      store.dispatch(forgotPasswordModalOpened());
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).not.toMatch(/\b(auth|authFields|forgotPassword)\./);
    expect(missing).not.toHaveBeenCalled();
  });
});
