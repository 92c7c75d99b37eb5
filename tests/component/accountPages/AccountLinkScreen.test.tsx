import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AccountLinkScreen } from '@/components/accountPages/AccountLinkScreen';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// The pages a letter links to: the reset form's states and checks, a link that does its job as the
// page opens, and what each says when the link cannot be used.

let search = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search), usePathname: () => '/ru/user/passwordreset' }));

const linkError = (code: string, status: number) => HttpResponse.json({ errors: [{ code, detail: code }] }, { status });

beforeEach(() => {
  search = '?token=tok-1';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the reset page', () => {
  it('checks the link, holds the two passwords to the rules next to their fields, then says it is done', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/web-api/user/links/password-reset', () => HttpResponse.json({ state: 'valid', expires_at: '2026-01-01T00:00:00.000Z' })),
      http.post('*/web-api/user/links/password-reset', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ user_id: 1001, terms_changed: false, login: 'player@example.com' });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<AccountLinkScreen route="passwordReset" />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the link…');
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'letters');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(password).toHaveAccessibleDescription(/^The password must be at least 8 characters long. At least 8 characters/);
    expect(screen.getByLabelText('Repeat the new password')).toBeInvalid();
    expect(sent).toEqual([]);

    await user.clear(password);
    await user.type(password, 'letters12');
    await user.type(screen.getByLabelText('Repeat the new password'), 'letters12');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
    expect(sent).toEqual([{ token: 'tok-1', password: 'letters12', password_confirm: 'letters12' }]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  it.each([
    ['used', 'Ссылка уже использована'],
    ['expired', 'Срок действия ссылки истёк'],
    ['invalid', 'Ссылка не работает'],
  ])('a %s link says so and leads to the forgot-password dialog', async (state, title) => {
    server.use(http.get('*/web-api/user/links/password-reset', () => HttpResponse.json({ state, expires_at: null })));
    await renderWithProviders(<AccountLinkScreen route="passwordReset" />);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/ru?showForgotPasswordModal=1');
  });

  it('without a token: asks to open the letter again, without calling the backend', async () => {
    search = '';
    await renderWithProviders(<AccountLinkScreen route="passwordReset" />);
    expect(screen.getByRole('heading', { name: 'Ссылка неполная' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/ru/user/login');
  });

  it('a backend fault: the error state, and its retry loads the form', async () => {
    let calls = 0;
    server.use(
      http.get('*/web-api/user/links/password-reset', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 }) : HttpResponse.json({ state: 'valid', expires_at: null });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<AccountLinkScreen route="passwordReset" />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('New password')).toBeVisible();
  });
});

describe('links that act as the page opens', () => {
  it('unsubscribes signed out, once, and says so', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/web-api/user/links/unsubscribe', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ unsubscribed: true });
      }),
    );
    await renderWithProviders(<AccountLinkScreen route="stopNewsletter" />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'You have unsubscribed' })).toBeVisible();
    expect(bodies).toEqual([{ token: 'tok-1' }]);
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en');
  });

  it('an expired activation link offers a new letter, and tells when one went', async () => {
    server.use(
      http.post('*/web-api/user/links/activate', () => linkError('link_expired', 410)),
      http.post('*/web-api/user/links/renew', () => HttpResponse.json({ sent: true }, { status: 202 })),
    );
    const user = userEvent.setup();
    await renderWithProviders(<AccountLinkScreen route="activateFast" type="activate" />);
    expect(await screen.findByRole('heading', { name: 'Срок действия ссылки истёк' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Прислать новую ссылку' }));
    await waitFor(() => expect(screen.getByText('Мы отправили новое письмо. Перейдите по ссылке из него.')).toBeVisible());
  });

  it('a used verification link says the e-mail is confirmed already', async () => {
    server.use(http.post('*/web-api/user/links/verify', () => linkError('link_used', 410)));
    await renderWithProviders(<AccountLinkScreen route="accountVerify" />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'The link has already been used' })).toBeVisible();
    expect(screen.getByText(/your e-mail is confirmed/)).toBeVisible();
  });

  it('a fast activation says the player is signed in, with his login', async () => {
    server.use(http.post('*/web-api/user/links/activate-fast', () => HttpResponse.json({ activated: true, user_id: 1010, terms_changed: false, login: '1010' })));
    await renderWithProviders(<AccountLinkScreen route="activateFast" type="activatefast" />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Your account is activated and you are signed in' })).toBeVisible();
    expect(screen.getByText(/your login 1010/)).toBeVisible();
  });
});
