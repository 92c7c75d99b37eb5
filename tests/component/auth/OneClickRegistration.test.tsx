import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RegistrationForm } from '@/components/auth/registration/RegistrationForm';
import type { RegistrationType } from '@/lib/config/registration';
import type { Language } from '@/lib/config/languages';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { apiError, registrationBackend, visitorStore } from './registrationSupport';

afterEach(() => vi.restoreAllMocks());

async function renderForm(language: Language, initialType: RegistrationType) {
  const user = userEvent.setup();
  const visitor = visitorStore(language);
  await renderWithProviders(<RegistrationForm lng={language} initialType={initialType} />, { language, store: visitor.store });
  return { user, ...visitor };
}

const credentials = () => HttpResponse.json({ user_id: 1005, login: '1005', password: 'Kq7pXw2mZa', terms_changed: false });

describe('one-click registration', () => {
  it.each([
    ['en', 'Sign up', 'Your account is ready', 'Login', 'Password', 'Continue'],
    ['ru', 'Зарегистрироваться', 'Аккаунт создан', 'Логин', 'Пароль', 'Продолжить'],
  ] as const)('in %s: registers with the currency, country and bonus, then shows the generated login and password', async (language, submit, done, login, password, next) => {
    const posted = registrationBackend({ fast_reg: credentials });
    const { user, signedInWith, navigated } = await renderForm(language, 'one_click');
    await user.click(await screen.findByRole('button', { name: submit }));

    expect(await screen.findByRole('heading', { name: done })).toBeInTheDocument();
    expect(posted.fast_reg).toEqual([{ currency: 'RUB', country_id: 1, bonus_choice: 1 }]);
    expect(screen.getByText(login, { selector: 'dt' }).nextElementSibling).toHaveTextContent('1005');
    expect(screen.getByText(password, { selector: 'dt' }).nextElementSibling).toHaveTextContent('Kq7pXw2mZa');
    // Signed in only when the player moves on: the credentials stay until then.
    expect(signedInWith).toEqual([]);
    await user.click(screen.getByRole('button', { name: next }));
    expect(signedInWith).toEqual([1005]);
    // The sign-in's next step loads its rule first (store/listeners/auth.ts).
    await waitFor(() => expect(navigated).toEqual([`/${language}`]));
  });

  it('sends the chosen currency, country and bonus', async () => {
    const posted = registrationBackend({ fast_reg: credentials });
    const { user } = await renderForm('en', 'one_click');
    await user.selectOptions(await screen.findByLabelText('Currency'), 'USD');
    await user.selectOptions(screen.getByLabelText('Country'), 'Kazakhstan');
    await user.click(screen.getByRole('radio', { name: 'Casino bonus' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Your account is ready' });
    expect(posted.fast_reg).toEqual([{ currency: 'USD', country_id: 3, bonus_choice: 2 }]);
  });

  it('copies the login and password to the clipboard', async () => {
    registrationBackend({ fast_reg: credentials });
    const { user } = await renderForm('en', 'one_click');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Site: http://localhost:3000\nLogin: 1005\nPassword: Kq7pXw2mZa\n');
    expect(screen.getByRole('status')).toHaveTextContent('Login and password copied.');
  });

  it('says so when the clipboard refuses', async () => {
    registrationBackend({ fast_reg: credentials });
    const { user } = await renderForm('en', 'one_click');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy. Select the login and password and copy them yourself.');
  });

  it('saves the login and password as a text file', async () => {
    registrationBackend({ fast_reg: credentials });
    const { user } = await renderForm('ru', 'one_click');
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:credentials';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    await user.click(await screen.findByRole('button', { name: 'Зарегистрироваться' }));
    await user.click(await screen.findByRole('button', { name: 'Сохранить в файл' }));
    expect(downloads).toEqual(['betsite-1005.txt blob:credentials']);
    expect(await files[0]?.text()).toBe('Сайт: http://localhost:3000\nЛогин: 1005\nПароль: Kq7pXw2mZa\n');
    expect(screen.getByRole('status')).toHaveTextContent('Файл с логином и паролем сохранён.');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:credentials');
  });

  it('shows that registration is closed as an alert, and lets the visitor try again', async () => {
    registrationBackend({ fast_reg: () => apiError(403, 'registration_disabled', 'Registration is disabled') });
    const { user, signedInWith } = await renderForm('en', 'one_click');
    const button = await screen.findByRole('button', { name: 'Sign up' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up is closed for now. Please try again later.');
    expect(button).toBeEnabled();
    expect(signedInWith).toEqual([]);
  });

  it('is busy while the call runs', async () => {
    let answer: () => void = () => undefined;
    registrationBackend({ fast_reg: credentials });
    server.use(
      http.post('*/web-api/user/registration/fast_reg', () => new Promise<Response>((resolve) => (answer = () => resolve(credentials())))),
    );
    const { user } = await renderForm('en', 'one_click');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: 'Signing you up…' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
  });
});

describe('pay and play', () => {
  it.each([
    ['en', 'Deposit amount', 'Please fill in this field.', 'Enter an amount above zero, with at most two decimals.', 'Deposit and play'],
    ['ru', 'Сумма пополнения', 'Заполните это поле.', 'Введите сумму больше нуля, не более двух знаков после запятой.', 'Пополнить и играть'],
  ] as const)('in %s: asks for an amount above zero', async (language, label, required, wrong, submit) => {
    const posted = registrationBackend();
    const { user } = await renderForm(language, 'pay-and-play');
    await user.click(await screen.findByRole('button', { name: submit }));
    const amount = screen.getByLabelText(label);
    expect(amount).toHaveAccessibleDescription(required);
    expect(amount).toHaveFocus();
    await user.type(amount, '0');
    expect(amount).toHaveAccessibleDescription(wrong);
    expect(posted.pay_and_play).toBeUndefined();
  });

  it('starts the deposit and sends the browser to the provider\'s card page, coming back to the onpay page', async () => {
    const started = () => HttpResponse.json({ paymentId: 'pay_0123456789abcdef01234567', redirectUrl: 'http://127.0.0.1:4000/psp/pay/pay_0123456789abcdef01234567' }, { status: 201 });
    const posted = registrationBackend({ pay_and_play: started });
    const { user, signedInWith, navigated } = await renderForm('en', 'pay-and-play');
    await user.type(await screen.findByLabelText('Deposit amount'), '250,50');
    await user.click(screen.getByRole('button', { name: 'Deposit and play' }));
    await waitFor(() => expect(navigated).toEqual(['http://127.0.0.1:4000/psp/pay/pay_0123456789abcdef01234567']));
    expect(posted.pay_and_play).toEqual([{ amount: 250.5, currency: 'RUB', country_id: 1, return_url: '/en/onpay/{status}?payAndPlay=1' }]);
    // Nobody is signed in before the deposit succeeds.
    expect(signedInWith).toEqual([]);
  });

  it.each([
    ['en', 'Deposit amount', 'Deposit and play', 'Enter an amount from RUB 100.00 to RUB 300,000.00.'],
    ['ru', 'Сумма пополнения', 'Пополнить и играть', 'Введите сумму от 100,00 ₽ до 300 000,00 ₽.'],
  ] as const)('in %s: the card\'s range refused by the provider shows next to the amount', async (language, label, submit, message) => {
    const refused = () =>
      HttpResponse.json({ errors: [{ code: 'amount_below_min', detail: 'The amount must be at least 100 RUB', meta: { min: 100, max: 300000, iso: 'RUB' } }] }, { status: 422 });
    registrationBackend({ pay_and_play: refused });
    const { user, navigated } = await renderForm(language, 'pay-and-play');
    const amount = await screen.findByLabelText(label);
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: submit }));
    // Intl groups and separates with no-break spaces: compare the words, whatever the space.
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)!.textContent!.replace(/\s/g, ' ')).toBe(message);
    expect(navigated).toEqual([]);
  });

});
