import { afterEach, describe, expect, it, vi } from 'vitest';
import { addListener } from '@reduxjs/toolkit';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LoginForm } from '@/components/auth/LoginForm';
import type { Language } from '@/lib/config/languages';
import { makeStore } from '@/store/makeStore';
import { signedIn } from '@/store/listeners/auth';
import { selectAuthForm } from '@/store/slices/auth';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { apiError, recordingEffects } from './loginSupport';

const LOGIN = '*/web-api/user/auth/login';
const TWO_STEP = '*/web-api/user/auth/login/two-step';

/** The login form on the login page; what the sign-in does next is recorded, not done. */
async function setup(language: Language = 'en') {
  const { effects, done } = recordingEffects(`/${language}/user/login`);
  const store = makeStore({ language, effects });
  const signedInWith = vi.fn();
  store.dispatch(addListener({ actionCreator: signedIn, effect: (action) => signedInWith(action.payload) }));
  const user = userEvent.setup();
  await renderWithProviders(<LoginForm />, { language, store });
  return { store, done, user, signedInWith };
}

/** Records the JSON bodies a handler receives. */
function bodies() {
  const seen: unknown[] = [];
  return { seen, read: async (request: Request) => void seen.push(await request.json()) };
}

afterEach(() => vi.restoreAllMocks());

describe('login by e-mail, login or id (limits-coupon-auth.md §3 form login_password)', () => {
  it('says what is missing, marks the fields and moves focus to the first, without calling the server', async () => {
    const { user } = await setup('en');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const login = screen.getByLabelText('E-mail, login or ID');
    const password = screen.getByLabelText('Password');
    expect(login).toHaveAccessibleDescription('Enter your e-mail, login or ID.');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveFocus();
    // The message follows what is typed.
    await user.type(login, 'player@example.com');
    expect(login).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Russian on a Russian page', async () => {
    const { user } = await setup('ru');
    expect(screen.getByRole('tab', { name: 'E-mail или логин', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByLabelText('E-mail, логин или ID')).toHaveAccessibleDescription('Введите e-mail, логин или ID.');
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Введите пароль.');
  });

  it('signs in with "remember me" and hands over to the sign-in listener', async () => {
    const sent = bodies();
    server.use(
      http.post(LOGIN, async ({ request }) => {
        await sent.read(request);
        return HttpResponse.json({ user_id: 1001, terms_changed: false });
      }),
    );
    const { user, signedInWith, done, store } = await setup('en');
    await user.type(screen.getByLabelText('E-mail, login or ID'), ' player@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signedInWith).toHaveBeenCalledWith({ userId: 1001 }));
    expect(sent.seen).toEqual([{ login: 'player@example.com', password: 'Player123!', save: true }]);
    expect(selectAuthForm(store.getState()).userInfo).toEqual({ userId: 1001 });
    expect(done.navigated).toEqual(['/en']);
    // Busy until the page goes.
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  });

  it('a player whose terms changed goes to confirm-terms, then where he was going', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({ user_id: 1003, terms_changed: true })));
    const { user, signedInWith, done } = await setup('en');
    await user.type(screen.getByLabelText('E-mail, login or ID'), 'terms@example.com');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signedInWith).toHaveBeenCalledWith({ userId: 1003, termsChanged: true }));
    expect(done.navigated).toEqual(['/en/confirm-terms?returnUrl=%2Fen']);
  });

  it('sends save=false when "remember me" is unticked', async () => {
    const sent = bodies();
    server.use(
      http.post(LOGIN, async ({ request }) => {
        await sent.read(request);
        return HttpResponse.json({ user_id: 1001 });
      }),
    );
    const { user, signedInWith } = await setup('en');
    await user.type(screen.getByLabelText('E-mail, login or ID'), '1001');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signedInWith).toHaveBeenCalled());
    expect(sent.seen).toEqual([{ login: '1001', password: 'Player123!', save: false }]);
  });

  it('a wrong password: a message, the form still there to try again', async () => {
    server.use(http.post(LOGIN, () => apiError(400, 'wrong_credentials', 'Wrong login or password')));
    const { user, signedInWith } = await setup('ru');
    await user.type(screen.getByLabelText('E-mail, логин или ID'), 'player@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль.');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(screen.getByLabelText('Пароль')).toHaveValue('nope');
    expect(signedInWith).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'E-mail, login or ID', 'Password', 'Log in', 'Too many attempts to log in. Try again in 15 min.'],
    ['ru', 'E-mail, логин или ID', 'Пароль', 'Войти', 'Слишком много попыток входа. Попробуйте снова через 15 мин.'],
  ] as const)('a lockout says how long to wait (%s)', async (language, login, password, submit, text) => {
    server.use(
      http.post(LOGIN, () => {
        const at = new Date(Date.now() + 14 * 60_000 + 30_000).toISOString();
        return apiError(429, 'too_many_attempts', `Too many failed sign-ins. Try again in 15 min (at ${at})`, { 'Retry-After': '870' });
      }),
    );
    const { user } = await setup(language);
    await user.type(screen.getByLabelText(login), 'player@example.com');
    await user.type(screen.getByLabelText(password), 'nope');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('a lost connection is told apart from a wrong password', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.error()));
    const { user } = await setup('en');
    await user.type(screen.getByLabelText('E-mail, login or ID'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server. Check your internet and try again.');
  });
});

describe('the two-step code after a password (limits-coupon-auth.md §4)', () => {
  it('asks for the code, sends it with the token and "remember me", then signs in', async () => {
    const sent = bodies();
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ two_step_required: true, two_step_token: 'tok-1' })),
      http.post(TWO_STEP, async ({ request }) => {
        await sent.read(request);
        return HttpResponse.json({ user_id: 1005 });
      }),
    );
    const { user, signedInWith } = await setup('en');
    await user.type(screen.getByLabelText('E-mail, login or ID'), 'twostep@example.com');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const step = await screen.findByRole('group', { name: 'Two-step verification' });
    const code = within(step).getByLabelText('Confirmation code');
    expect(code).toHaveFocus();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription('Enter the code.');
    await user.type(code, '12ab');
    expect(code).toHaveAccessibleDescription('The code is 4 to 8 digits.');
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(signedInWith).toHaveBeenCalledWith({ userId: 1005 }));
    expect(sent.seen).toEqual([{ two_step_token: 'tok-1', code: '123456', save: true }]);
  });

  it('a wrong code says so and keeps the step; Back returns to the password', async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ two_step_required: true, two_step_token: 'tok-1' })),
      http.post(TWO_STEP, () => apiError(400, 'code_invalid', 'The code is wrong; 4 attempts left')),
    );
    const { user } = await setup('ru');
    await user.type(screen.getByLabelText('E-mail, логин или ID'), 'twostep@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await user.type(await screen.findByLabelText('Код подтверждения'), '000000');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код. Проверьте его и попробуйте ещё раз.');
    expect(screen.getByRole('group', { name: 'Двухэтапная проверка' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('tab', { name: 'E-mail или логин', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('choosing how to sign in', () => {
  it('tabs switch by click and by arrow keys', async () => {
    server.use(
      http.get('*/web-api/phone/countries', () => HttpResponse.json([])),
      http.get('*/web-api/phone/masks', () => HttpResponse.json([])),
    );
    const { user } = await setup('en');
    expect(screen.getByRole('tablist', { name: 'How to log in' })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'E-mail or login' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Phone', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Phone' })).toContainElement(screen.getByLabelText('Phone number'));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'SMS code', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'E-mail or login', selected: true })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByRole('button', { name: 'Get a code' })).toBeInTheDocument();
  });
});
