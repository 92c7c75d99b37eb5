import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RegistrationForm } from '@/components/auth/registration/RegistrationForm';
import type { Language } from '@/lib/config/languages';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { apiError, registrationBackend, visitorStore } from './registrationSupport';

afterEach(() => vi.restoreAllMocks());

/** The SMS requests, recorded (the phone lists come with registrationBackend). */
function phoneBackend(sms: () => Response = () => HttpResponse.json({ ok: true })) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/web-api/user/auth/sms/send', async ({ request }) => {
      sent.push(await request.json());
      return sms();
    }),
  );
  return sent;
}

async function renderPhone(language: Language) {
  const user = userEvent.setup();
  const visitor = visitorStore(language);
  await renderWithProviders(<RegistrationForm lng={language} initialType="phone" />, { language, store: visitor.store });
  return { user, ...visitor };
}

describe('phone registration', () => {
  it.each([
    ['en', 'Phone number', 'Get a code', 'Please fill in this field.', 'Check the number: it has too few or too many digits.'],
    ['ru', 'Номер телефона', 'Получить код', 'Заполните это поле.', 'Проверьте номер: в нём не хватает цифр или есть лишние.'],
  ] as const)('in %s: checks the number against the country mask before sending a code', async (language, label, send, required, length) => {
    registrationBackend();
    const sent = phoneBackend();
    const { user } = await renderPhone(language);
    const phone = await screen.findByLabelText(label);
    await user.click(screen.getByRole('button', { name: send }));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(required));
    await user.type(phone, '999 123');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(length));
    expect(sent).toEqual([]);
  });

  it('asks for the code, the password and the phone before registering', async () => {
    const posted = registrationBackend();
    phoneBackend();
    const { user } = await renderPhone('en');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(screen.getByLabelText('Code from the SMS')).toHaveAccessibleDescription('Please fill in this field.');
    await user.type(screen.getByLabelText('Code from the SMS'), '12');
    expect(screen.getByLabelText('Code from the SMS')).toHaveAccessibleDescription('The code is 4 to 8 digits.');
    expect(posted.phone_reg).toBeUndefined();
  });

  it('sends a registration code, then registers with it and signs the player in', async () => {
    const posted = registrationBackend();
    const sent = phoneBackend();
    const { user, signedInWith } = await renderPhone('en');
    await user.type(await screen.findByLabelText('Phone number'), '(999) 000-11-22');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByText('We sent a code to +7 9990001122.', { exact: false })).toBeInTheDocument();
    expect(sent).toEqual([{ phone_number: '9990001122', phone_code: '+7', purpose: 'registration' }]);
    // Another code only after the countdown.
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeDisabled();

    await user.type(screen.getByLabelText('Code from the SMS'), '123 456');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(signedInWith).toEqual([1005]));
    expect(posted.phone_reg).toEqual([
      { phone_number: '9990001122', phone_code: '+7', code: '123456', password: 'Secret123', currency: 'USD', bonus_choice: 1 },
    ]);
  });

  it('shows a refused code request and a wrong code as alerts', async () => {
    registrationBackend({ phone_reg: () => apiError(400, 'code_invalid', 'Wrong code') });
    phoneBackend(() => apiError(400, 'validation', 'This phone number is already registered'));
    const { user, signedInWith } = await renderPhone('ru');
    await user.type(await screen.findByLabelText('Номер телефона'), '9991234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is already registered');

    await user.type(screen.getByLabelText('Код из SMS'), '0000');
    await user.type(screen.getByLabelText('Пароль'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Неверный код. Проверьте его и введите ещё раз.')).toHaveAttribute('role', 'alert');
    expect(signedInWith).toEqual([]);
  });
});
