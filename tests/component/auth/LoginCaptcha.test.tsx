import { afterEach, describe, expect, it, vi } from 'vitest';
import { addListener } from '@reduxjs/toolkit';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LoginForm } from '@/components/auth/LoginForm';
import type { Language } from '@/lib/config/languages';
import { makeStore } from '@/store/makeStore';
import { signedIn } from '@/store/listeners/auth';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { apiError, recordingEffects } from './loginSupport';

const SVG = (digits: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="70"><text x="10" y="50">${digits}</text></svg>`;

/**
 * The captcha backend: the login asks for a captcha until it gets a token; each picture has its
 * answer; the answer `4821` of the latest picture is right.
 */
function captchaBackend() {
  const calls = { logins: [] as unknown[], pictures: 0, answers: [] as unknown[] };
  server.use(
    http.post('*/web-api/user/auth/login', async ({ request }) => {
      const body = (await request.json()) as { captcha?: string };
      calls.logins.push(body);
      return body.captcha === 'pass-1'
        ? HttpResponse.json({ user_id: 1001 })
        : apiError(400, 'captcha_required', 'Too many failed sign-ins: solve the captcha');
    }),
    http.post('*/web-api/captcha/update', () => {
      calls.pictures += 1;
      return HttpResponse.json({ captcha_id: `cap-${calls.pictures}`, image: SVG(`48${calls.pictures}1`) });
    }),
    http.post('*/web-api/captcha/validate', async ({ request }) => {
      const body = (await request.json()) as { captcha_id: string; answer: string };
      calls.answers.push(body);
      return body.answer === '4821' && body.captcha_id === `cap-${calls.pictures}`
        ? HttpResponse.json({ captcha_token: 'pass-1' })
        : apiError(400, 'captcha_invalid', 'The captcha answer is wrong or has expired');
    }),
  );
  return calls;
}

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

describe('captcha after failed logins (limits-coupon-auth.md §5, §8: captcha shown, request retried)', () => {
  it('shows the picture, checks the answer, and sends the login again with the token', async () => {
    const calls = captchaBackend();
    const { user, signedInWith } = await setup('en');
    await user.type(screen.getByLabelText('E-mail, login or ID'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const step = await screen.findByRole('group', { name: 'Confirm you are not a robot' });
    const picture = await within(step).findByRole('img', { name: 'Picture with characters' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const answer = within(step).getByLabelText('Characters from the picture');
    expect(answer).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(answer).toHaveAccessibleDescription('Type the characters from the picture.');
    expect(calls.answers).toEqual([]);

    // A wrong answer spends the picture: a new one comes, the field is empty again.
    await user.type(answer, '0000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The characters do not match the picture. Try again.');
    await waitFor(() => expect(calls.pictures).toBe(2));
    expect(answer).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Show another picture' }));
    await waitFor(() => expect(calls.pictures).toBe(3));
    await user.type(answer, '4821');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(signedInWith).toHaveBeenCalledWith({ userId: 1001 }));
    expect(calls.answers).toEqual([
      { captcha_id: 'cap-1', answer: '0000' },
      { captcha_id: 'cap-3', answer: '4821' },
    ]);
    expect(calls.logins).toEqual([
      { login: 'player@example.com', password: 'Player123!', save: true },
      { login: 'player@example.com', password: 'Player123!', save: true, captcha: 'pass-1' },
    ]);
  });

  it('giving up the captcha returns to the form with a word on why', async () => {
    captchaBackend();
    const { user, signedInWith } = await setup('ru');
    await user.type(screen.getByLabelText('E-mail, логин или ID'), 'player@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByRole('group', { name: 'Подтвердите, что вы не робот' });
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Чтобы войти, подтвердите, что вы не робот.');
    expect(screen.getByLabelText('Пароль')).toHaveValue('Player123!');
    expect(signedInWith).not.toHaveBeenCalled();
  });

  it('a picture that cannot be loaded says so and may be asked for again', async () => {
    let pictures = 0;
    server.use(
      http.post('*/web-api/user/auth/login', () => apiError(400, 'captcha_required', 'solve the captcha')),
      http.post('*/web-api/captcha/update', () => {
        pictures += 1;
        return pictures === 1 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ captcha_id: 'cap-2', image: SVG('1234') });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await setup('en');
    await user.type(screen.getByLabelText('E-mail, login or ID'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Could not load the picture.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show another picture' }));
    expect(await screen.findByRole('img', { name: 'Picture with characters' })).toBeInTheDocument();
  });
});
