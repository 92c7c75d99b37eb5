import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LoginEntry } from '@/components/auth/LoginEntry';
import { ModalHost } from '@/components/modals/ModalHost';
import type { Language } from '@/lib/config/languages';
import { href } from '@/lib/routes/href';
import { makeStore } from '@/store/makeStore';
import { modalOpened } from '@/store/slices/modals';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { recordingEffects, signedInBackend } from './loginSupport';

let pathname = '/en/live';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useSearchParams: () => new URLSearchParams() }));

/** A screen narrower than 768 px, or not. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), media: query }));
}

async function setup(language: Language, path: string) {
  pathname = path;
  const { effects, done } = recordingEffects(path);
  const store = makeStore({ language, effects });
  const user = userEvent.setup();
  const label = language === 'ru' ? 'Вход' : 'Log in';
  await renderWithProviders(
    <>
      <LoginEntry lng={language} label={label} loginHref={href(language, 'login')} />
      <ModalHost />
    </>,
    { language, store },
  );
  return { store, done, user, link: screen.getByRole('link', { name: label }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the header's Log in (shell-and-routing.md §6)", () => {
  it('is a link to the login page that opens the forms in a dropdown on wide screens', async () => {
    screenWidth(false);
    const { user, link } = await setup('en', '/en/live');
    expect(link).toHaveAttribute('href', '/en/user/login');
    expect(link).toHaveAttribute('aria-expanded', 'false');
    await user.click(link);
    const dropdown = await screen.findByRole('dialog', { name: 'Log in' });
    expect(link).toHaveAttribute('aria-expanded', 'true');
    // The dropdown appears with its lazily loaded form; its focus effect may run a moment later.
    await waitFor(() => expect(within(dropdown).getByRole('tab', { name: 'E-mail or login' })).toHaveFocus());
    expect(within(dropdown).getByLabelText('E-mail, login or ID')).toBeInTheDocument();
    // Escape closes it and gives the focus back.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    // A click outside closes it too.
    await user.click(link);
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the login modal on phones', async () => {
    screenWidth(true);
    const { user, link, store } = await setup('ru', '/ru/slots');
    await user.click(link);
    const modal = await screen.findByRole('dialog', { name: 'Вход' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(within(modal).getByLabelText('E-mail, логин или ID')).toBeInTheDocument();
    expect(store.getState().modals.stack.map((entry) => entry.kind)).toEqual(['login']);
  });

  it('is only a link on the login page itself', async () => {
    screenWidth(false);
    const { link } = await setup('en', '/en/user/login');
    expect(link).not.toHaveAttribute('aria-expanded');
    // The click is left to the browser (jsdom does not navigate): no dropdown, no modal.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the dropdown once signed in on the page', async () => {
    screenWidth(false);
    signedInBackend();
    server.use(http.post('*/web-api/user/auth/login', () => HttpResponse.json({ user_id: 1001 })));
    const { user, link, done } = await setup('en', '/en/live');
    await user.click(link);
    await user.type(await screen.findByLabelText('E-mail, login or ID'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(done.refreshed).toBe(1);
  });
});

describe('the login modal (shell-and-routing.md §2 login form)', () => {
  it('takes the page the opener wanted as returnUrl', async () => {
    // Signed in, the page reads the player's balance and terms status.
    signedInBackend();
    server.use(http.post('*/web-api/user/auth/login', () => HttpResponse.json({ user_id: 1001 })));
    const { store, done, user } = await setup('en', '/en/slots');
    act(() => void store.dispatch(modalOpened({ kind: 'login', props: { returnUrl: '/en/office/history' } })));
    const modal = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(modal).getByLabelText('E-mail, login or ID'), 'player@example.com');
    await user.type(within(modal).getByLabelText('Password'), 'Player123!');
    await user.click(within(modal).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(done.navigated).toEqual(['/en/office/history']));
  });
});
