import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ModalHost } from '@/components/modals/ModalHost';
import { ForgotPasswordLink } from '@/components/auth/forgot/ForgotPasswordLink';
import { ForgotPasswordOnHome } from '@/components/auth/forgot/ForgotPasswordOnHome';
import type { Language } from '@/lib/config/languages';
import { makeStore } from '@/store/makeStore';
import { modalOpened, selectOpenModals } from '@/store/slices/modals';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { apiError } from './registrationSupport';

let search = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search), usePathname: () => '/ru' }));

afterEach(() => {
  search = '';
  vi.restoreAllMocks();
});

/** The recovery calls, recorded; the reset answers what `reset` says. */
function recoveryBackend(reset: () => Response = () => HttpResponse.json({ ok: true })) {
  const calls: { path: string; body: unknown }[] = [];
  let tokens = 0;
  server.use(
    http.post('*/web-api/user/password/forgot', async ({ request }) => {
      calls.push({ path: 'forgot', body: await request.json() });
      tokens += 1;
      return HttpResponse.json({ reset_token: `token-${tokens}` });
    }),
    http.post('*/web-api/user/password/reset', async ({ request }) => {
      calls.push({ path: 'reset', body: await request.json() });
      return reset();
    }),
  );
  return calls;
}

async function openFromLink(language: Language) {
  const user = userEvent.setup();
  const onOpen = vi.fn();
  const view = await renderWithProviders(
    <>
      <ForgotPasswordLink onOpen={onOpen} />
      <ModalHost />
    </>,
    { language },
  );
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Forgot password?' : 'Забыли пароль?' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
  // The dialog's body loads on demand (components/auth/forgot/loadForgotPasswordBody.ts).
  await screen.findByRole('dialog');
  return { user, ...view };
}

describe('forgot password', () => {
  it('goes from who you are, to the code and a new password, to success', async () => {
    const calls = recoveryBackend();
    const { user } = await openFromLink('en');
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Login, e-mail or phone'), 'player@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Get a code' }));

    expect(await within(dialog).findByText(/If the account “player@example.com” exists/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Confirmation code'), '123456');
    await user.type(within(dialog).getByLabelText('New password'), 'NewSecret1');
    await user.type(within(dialog).getByLabelText('Repeat the password'), 'NewSecret1');
    await user.click(within(dialog).getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByRole('dialog', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/user/login');
    expect(calls).toEqual([
      { path: 'forgot', body: { email: 'player@example.com' } },
      { path: 'reset', body: { reset_token: 'token-1', code: '123456', password: 'NewSecret1' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['+7 999 123-45-67', { phone: '+79991234567' }],
    ['1005', { login: '1005' }],
  ])('asks for the code of a phone or a login (%s)', async (typed, body) => {
    const calls = recoveryBackend();
    const { user } = await openFromLink('en');
    await user.type(screen.getByLabelText('Login, e-mail or phone'), typed);
    await user.keyboard('{Enter}');
    await screen.findByLabelText('Confirmation code');
    expect(calls).toEqual([{ path: 'forgot', body }]);
  });

  it.each([
    ['en', 'Get a code', 'Please fill in this field.', 'Save the password', 'The passwords do not match.', 'The code is 4 to 8 digits.'],
    ['ru', 'Получить код', 'Заполните это поле.', 'Сохранить пароль', 'Пароли не совпадают.', 'Код состоит только из цифр — от 4 до 8.'],
  ] as const)('in %s: says what each step needs', async (language, send, required, save, mismatch, badCode) => {
    const calls = recoveryBackend();
    const { user } = await openFromLink(language);
    await user.click(screen.getByRole('button', { name: send }));
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(expect.stringContaining(required));
    expect(calls).toEqual([]);

    await user.type(screen.getByRole('textbox'), 'player');
    await user.click(screen.getByRole('button', { name: send }));
    await user.click(await screen.findByRole('button', { name: save }));
    const [code, password, confirm] = [...screen.getByRole('dialog').querySelectorAll('input')];
    expect(code).toHaveAccessibleDescription(required);
    expect(code).toHaveFocus();
    await user.type(code as HTMLInputElement, '12');
    expect(code).toHaveAccessibleDescription(badCode);
    await user.type(password as HTMLInputElement, 'NewSecret1');
    await user.type(confirm as HTMLInputElement, 'NewSecret2');
    expect(confirm).toHaveAccessibleDescription(mismatch);
    expect(calls.map((call) => call.path)).toEqual(['forgot']);
  });

  it('shows a wrong code as an alert and lets the player ask for a new one', async () => {
    const calls = recoveryBackend(() => apiError(400, 'code_invalid', 'Wrong code'));
    const { user } = await openFromLink('ru');
    await user.type(screen.getByLabelText('Логин, почта или телефон'), 'player');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '000000');
    await user.type(screen.getByLabelText('Новый пароль'), 'NewSecret1');
    await user.type(screen.getByLabelText('Повторите пароль'), 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код. Проверьте его и введите ещё раз.');

    await user.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
    expect(await screen.findByText('Новый код отправлен.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]).toEqual({ path: 'reset', body: { reset_token: 'token-2', code: '000000', password: 'NewSecret1' } });
  });

  it('can be left at any step', async () => {
    recoveryBackend();
    const { user, store } = await openFromLink('en');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(selectOpenModals(store.getState())).toEqual([]);
  });

  it("opens from the login modal's link over it, and the login modal is back when it closes", async () => {
    recoveryBackend();
    const user = userEvent.setup();
    const store = makeStore({ language: 'en' });
    store.dispatch(modalOpened({ kind: 'login' }));
    await renderWithProviders(<ModalHost />, { language: 'en', store });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(selectOpenModals(store.getState()).map((modal) => modal.kind)).toEqual(['login', 'default']);
    await user.keyboard('{Escape}');
    expect(selectOpenModals(store.getState()).map((modal) => modal.kind)).toEqual(['login']);
  });
});

describe('forgot password on the home page', () => {
  it('opens for a visitor when the query asks, and drops the flag from the address', async () => {
    search = 'showForgotPasswordModal=1&payment_consultant=1';
    const replaced = vi.spyOn(window.history, 'replaceState');
    await renderWithProviders(
      <>
        <ForgotPasswordOnHome />
        <ModalHost />
      </>,
      { language: 'ru' },
    );
    expect(await screen.findByRole('dialog', { name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(replaced).toHaveBeenCalledWith(null, '', '/ru?payment_consultant=1');
  });

  it('stays shut for a signed-in player', async () => {
    search = 'showForgotPasswordModal=1';
    await renderWithProviders(
      <>
        <ForgotPasswordOnHome />
        <ModalHost />
      </>,
      { language: 'ru', store: makeStore({ language: 'ru', userId: 1001 }) },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays shut without the query', async () => {
    await renderWithProviders(
      <>
        <ForgotPasswordOnHome />
        <ModalHost />
      </>,
      { language: 'ru' },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
