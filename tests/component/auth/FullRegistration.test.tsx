import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistrationForm } from '@/components/auth/registration/RegistrationForm';
import type { Language } from '@/lib/config/languages';
import { renderWithProviders } from '@/tests/support/render';
import { apiError, registrationBackend, visitorStore } from './registrationSupport';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderFull(language: Language) {
  // Today is fixed so the 18+ rule has a known edge; only Date is faked, timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 22, 12, 0) });
  const user = userEvent.setup();
  const visitor = visitorStore(language);
  await renderWithProviders(<RegistrationForm lng={language} initialType="full" />, { language, store: visitor.store });
  await screen.findByLabelText(language === 'en' ? 'Currency' : 'Валюта');
  return { user, ...visitor };
}

const MESSAGES = {
  en: {
    submit: 'Sign up',
    email: 'E-mail',
    password: 'Password',
    name: 'First name',
    surname: 'Last name',
    birthday: 'Date of birth',
    required: 'Please fill in this field.',
    badEmail: 'Enter an e-mail address, like name@example.com.',
    short: 'The password must be at least 8 characters long.',
    letterDigit: 'The password needs both letters and digits.',
    underage: 'You must be 18 or older to sign up.',
    hint: 'At least 8 characters, with a letter and a digit.',
  },
  ru: {
    submit: 'Зарегистрироваться',
    email: 'Электронная почта',
    password: 'Пароль',
    name: 'Имя',
    surname: 'Фамилия',
    birthday: 'Дата рождения',
    required: 'Заполните это поле.',
    badEmail: 'Введите адрес электронной почты, например name@example.com.',
    short: 'Пароль должен быть не короче 8 символов.',
    letterDigit: 'В пароле должны быть и буквы, и цифры.',
    underage: 'Регистрация доступна только с 18 лет.',
    hint: 'Не меньше 8 символов, хотя бы одна буква и одна цифра.',
  },
} as const;

describe('full registration', () => {
  it.each(['en', 'ru'] as const)('in %s: tells what each field needs, next to it, and sends nothing', async (language) => {
    const m = MESSAGES[language];
    const posted = registrationBackend();
    const { user } = await renderFull(language);
    await user.click(screen.getByRole('button', { name: m.submit }));

    expect(screen.getByLabelText(m.email)).toHaveAccessibleDescription(m.required);
    expect(screen.getByLabelText(m.email)).toHaveFocus();
    expect(screen.getByLabelText(m.password)).toHaveAccessibleDescription(`${m.required} ${m.hint}`);
    expect(screen.getByLabelText(m.name)).toHaveAccessibleDescription(m.required);
    expect(screen.getByLabelText(m.surname)).toHaveAccessibleDescription(m.required);
    expect(screen.getByLabelText(m.birthday)).toHaveAccessibleDescription(m.required);

    await user.type(screen.getByLabelText(m.email), 'player@example');
    expect(screen.getByLabelText(m.email)).toHaveAccessibleDescription(m.badEmail);
    await user.type(screen.getByLabelText(m.password), 'abc1');
    expect(screen.getByLabelText(m.password)).toHaveAccessibleDescription(`${m.short} ${m.hint}`);
    await user.type(screen.getByLabelText(m.password), 'defgh');
    expect(screen.getByLabelText(m.password)).toHaveAccessibleDescription(m.hint);
    await user.clear(screen.getByLabelText(m.password));
    await user.type(screen.getByLabelText(m.password), 'abcdefgh');
    expect(screen.getByLabelText(m.password)).toHaveAccessibleDescription(`${m.letterDigit} ${m.hint}`);
    await user.type(screen.getByLabelText(m.birthday), '2008-11-23');
    expect(screen.getByLabelText(m.birthday)).toHaveAccessibleDescription(m.underage);
    expect(posted.full_reg).toBeUndefined();
  });

  it('registers an adult and signs the player in', async () => {
    const posted = registrationBackend();
    const { user, signedInWith } = await renderFull('en');
    await user.type(screen.getByLabelText('E-mail'), ' new.player@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Demo');
    await user.type(screen.getByLabelText('Date of birth'), '2008-11-22');
    await user.click(screen.getByRole('radio', { name: 'No bonus' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await vi.waitFor(() => expect(signedInWith).toEqual([1005]));
    expect(posted.full_reg).toEqual([
      {
        email: 'new.player@example.com',
        password: 'Secret123',
        name: 'Alex',
        surname: 'Demo',
        date_birthday: '2008-11-22',
        currency: 'RUB',
        country_id: 1,
        bonus_choice: 0,
      },
    ]);
  });

  it("shows the server's word on a taken e-mail as an alert", async () => {
    registrationBackend({ full_reg: () => apiError(400, 'validation', 'This e-mail is already registered') });
    const { user, signedInWith } = await renderFull('en');
    await user.type(screen.getByLabelText('E-mail'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Demo');
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-31');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already registered');
    expect(signedInWith).toEqual([]);
  });
});
