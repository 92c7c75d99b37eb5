import { afterEach, describe, expect, it, vi } from 'vitest';
import { addListener } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LoginForm } from '@/components/auth/LoginForm';
import type { Language } from '@/lib/config/languages';
import { makeStore } from '@/store/makeStore';
import { signedIn } from '@/store/listeners/auth';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { recordingEffects } from '../auth/loginSupport';

const LOGIN = '*/web-api/user/auth/login';
const TWO_STEP = '*/web-api/user/auth/login/two-step';

async function setup(language: Language) {
  const { effects } = recordingEffects(`/${language}/user/login`);
  const store = makeStore({ language, effects });
  const signedInWith = vi.fn();
  store.dispatch(addListener({ actionCreator: signedIn, effect: (action) => signedInWith(action.payload) }));
  const user = userEvent.setup();
  await renderWithProviders(<LoginForm />, { language, store });
  return { user, signedInWith };
}

afterEach(() => vi.restoreAllMocks());

describe('the two-step step of a player with an authenticator app (two_step_method "totp")', () => {
  it('asks for the app\'s code or a recovery code and sends a recovery code as typed, compacted', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ two_step_required: true, two_step_token: 'tok-1', two_step_method: 'totp' })),
      http.post(TWO_STEP, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ user_id: 1001 });
      }),
    );
    const { user, signedInWith } = await setup('en');
    await user.type(screen.getByLabelText('E-mail, login or ID'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Enter the code from your authenticator app or one of your recovery codes/)).toBeInTheDocument();
    const code = screen.getByLabelText('Code from the app or a recovery code');
    await user.type(code, 'abc$-2345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription('Enter the 6 digits from the app or a recovery code like abcd-2345.');
    expect(sent).toEqual([]);
    await user.clear(code);
    await user.type(code, 'abcd-2345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(signedInWith).toHaveBeenCalledWith({ userId: 1001 }));
    expect(sent).toEqual([{ two_step_token: 'tok-1', code: 'abcd2345', save: true }]);
  });

  it('in Russian, the app\'s six digits pass', async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ two_step_required: true, two_step_token: 'tok-1', two_step_method: 'totp' })),
      http.post(TWO_STEP, () => HttpResponse.json({ user_id: 1001 })),
    );
    const { user, signedInWith } = await setup('ru');
    await user.type(screen.getByLabelText('E-mail, логин или ID'), 'player@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await user.type(await screen.findByLabelText('Код из приложения или резервный код'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(signedInWith).toHaveBeenCalledWith({ userId: 1001 }));
  });
});
