import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addListener } from '@reduxjs/toolkit';
import { LoginForm } from '@/components/auth/LoginForm';
import type { Language } from '@/lib/config/languages';
import { makeStore } from '@/store/makeStore';
import { signedIn } from '@/store/listeners/auth';
import { loginMethodChosen, selectAuthForm, smsCodeSent } from '@/store/slices/auth';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { apiError, phoneBackend, recordingEffects } from './loginSupport';

async function setup(language: Language, method: 'phone_password' | 'sms') {
  phoneBackend();
  const { effects } = recordingEffects(`/${language}/user/login`);
  const store = makeStore({ language, effects });
  store.dispatch(loginMethodChosen(method));
  const signedInWith = vi.fn();
  store.dispatch(addListener({ actionCreator: signedIn, effect: (action) => signedInWith(action.payload) }));
  const user = userEvent.setup();
  await renderWithProviders(<LoginForm />, { language, store });
  // The country list has arrived when the picker holds the language's country.
  await screen.findByRole('option', { name: 'Россия +7', selected: true });
  return { user, signedInWith, store };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('login by phone and password (limits-coupon-auth.md §3 form phone_password)', () => {
  it('offers the country codes, checks the digits against the mask and sends the number without its code', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/web-api/user/auth/login/phone', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ user_id: 1006 });
      }),
    );
    const { user, signedInWith } = await setup('en', 'phone_password');
    const country = screen.getByRole('combobox', { name: 'Country code' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Россия +7', 'Türkiye +90']);
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('placeholder', '(###) ###-##-##');

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(phone).toHaveAccessibleDescription('Enter your phone number. Format: +7 (###) ###-##-##');
    expect(phone).toHaveFocus();
    await user.type(phone, '999 000 11');
    expect(phone).toHaveAccessibleDescription('Too few digits: the number has at least 10. Format: +7 (###) ###-##-##');
    await user.type(phone, '225');
    expect(phone).toHaveAccessibleDescription('Too many digits: the number has at most 10. Format: +7 (###) ###-##-##');
    await user.type(phone, '{Backspace}');
    expect(phone).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(country, 'Türkiye +90');
    await user.selectOptions(country, 'Россия +7');
    await user.type(screen.getByLabelText('Password'), 'Player123!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signedInWith).toHaveBeenCalledWith({ userId: 1006 }));
    expect(sent).toEqual({ phone_number: '9990001122', country_code: '+7', password: 'Player123!', save: true });
  });

  it('says in Russian what is wrong with the number', async () => {
    const { user } = await setup('ru', 'phone_password');
    await user.type(screen.getByLabelText('Номер телефона'), '12345');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByLabelText('Номер телефона')).toHaveAccessibleDescription(
      'Не хватает цифр: в номере их не меньше 10. Формат: +7 (###) ###-##-##',
    );
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Введите пароль.');
  });

  it('offers a retry when the country codes cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('*/web-api/phone/countries', () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json([{ id: 1, name: 'Russia', country_code: 'ru', tel_code: '+7' }]);
      }),
      http.get('*/web-api/phone/masks', () => HttpResponse.json([])),
    );
    const store = makeStore({ language: 'en', effects: recordingEffects('/en/user/login').effects });
    store.dispatch(loginMethodChosen('phone_password'));
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />, { language: 'en', store });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the country codes.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Russia +7', selected: true })).toBeInTheDocument();
  });
});

describe('login by SMS code (limits-coupon-auth.md §3 form sms, §4)', () => {
  it('sends a code, counts 60 s down to the next one, then signs in with the code', async () => {
    const sends: unknown[] = [];
    let login: unknown = null;
    server.use(
      http.post('*/web-api/user/auth/sms/send', async ({ request }) => {
        sends.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
      http.post('*/web-api/user/auth/login/sms', async ({ request }) => {
        login = await request.json();
        return HttpResponse.json({ user_id: 1006 });
      }),
    );
    const { user, signedInWith, store } = await setup('en', 'sms');
    const sent = vi.fn();
    store.dispatch(addListener({ actionCreator: smsCodeSent, effect: (action) => sent(action.payload) }));
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Enter your phone number. Format: +7 (###) ###-##-##');
    expect(sends).toEqual([]);
    await user.type(screen.getByLabelText('Phone number'), '+7 999 000-11-22');

    // From here the countdown's clock is ours; the page is driven without the testing library's
    // async helpers, which wait on the (now fake) setTimeout, and answers are awaited inside act.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    await act(() => vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We have sent a code to +7 9990001122.')));
    expect(sends).toEqual([{ phone_number: '9990001122', phone_code: '+7' }]);
    expect(sent).toHaveBeenCalledWith({ sentTo: '+7 9990001122', resendInS: 60 });
    const code = screen.getByLabelText('Code from the SMS');
    expect(code).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeDisabled();

    const left = selectAuthForm(store.getState()).sms.resendInS;
    await act(() => vi.advanceTimersByTimeAsync((left - 1) * 1000));
    expect(screen.getByText('A new code in 1 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(/A new code in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeEnabled();

    // Asking again needs the phone only: the empty code field says nothing yet.
    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await act(() => vi.waitFor(() => expect(sends).toHaveLength(2)));
    expect(code).not.toHaveAttribute('aria-invalid');

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(code).toHaveAccessibleDescription('Enter the code.');
    fireEvent.change(code, { target: { value: '4711' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await act(() => vi.waitFor(() => expect(signedInWith).toHaveBeenCalledWith({ userId: 1006 })));
    expect(login).toEqual({ phone_number: '9990001122', phone_code: '+7', code: '4711', save: true });
  });

  it("takes the server's resend wait, and says when the code has expired", async () => {
    server.use(
      http.post('*/web-api/user/auth/sms/send', () => HttpResponse.json({ ok: true, resend_after: 30 }), { once: true }),
      http.post('*/web-api/user/auth/login/sms', () => apiError(400, 'code_expired', 'The code has expired')),
    );
    const { user, store } = await setup('ru', 'sms');
    await user.type(screen.getByLabelText('Номер телефона'), '9990001122');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Новый код — через 30 с')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Код из SMS'), '4711');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Срок действия кода истёк. Запросите новый.');
    expect(selectAuthForm(store.getState()).responseType).toBe('error');
  });

  it('a refused send (too many codes) says how long to wait', async () => {
    server.use(http.post('*/web-api/user/auth/sms/send', () => apiError(429, 'too_many_attempts', 'Too many codes. Try again in 40 s')));
    const { user } = await setup('en', 'sms');
    await user.type(screen.getByLabelText('Phone number'), '9990001122');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts to log in. Try again in 40 s.');
    expect(screen.getByRole('button', { name: 'Get a code' })).toBeEnabled();
  });
});
