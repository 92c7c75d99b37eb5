import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ProfileStatus } from '@/components/office/ProfileStatus';
import type { Language } from '@/lib/config/languages';
import { makeStore } from '@/store/makeStore';
import { userConfig } from '@/tests/support/accounts';
import { renderWithProviders } from '@/tests/support/render';

const FULL_PROFILE = {
  date_birthday: '1990-01-31',
  document_type_id: 1,
  inn: null,
  name: 'Ivan',
  surname: 'Petrov',
  passport: '4500 123456',
  passport_date: '2010-02-01',
  passport_end_date: null,
  registration_address: 'Moscow, Tverskaya 1',
};

async function setup(over: Parameters<typeof userConfig>[0] | null, language: Language = 'en') {
  const store = makeStore({ language, userId: 1001, ...(over ? { userConfig: userConfig(over) } : {}) });
  return renderWithProviders(<ProfileStatus />, { language, store });
}

/** The value shown for a term of the list (dt → its dd). */
function valueOf(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('office profile status', () => {
  it('shows the protection level with its word, and an e-mail-only player as not filled', async () => {
    await setup({ protection_level: 40 });
    const block = screen.getByRole('region', { name: 'Profile and protection' });
    expect(within(block).getByText('Protection level', { selector: 'dt' })).toBeInTheDocument();
    expect(valueOf('Protection level')).toBe('40%fair');
    expect(valueOf('Personal details')).toBe('not filled');
    expect(valueOf('Contacts')).toBe('not filled');
  });

  it('says filled once every profile field and both phone and e-mail are set', async () => {
    await setup({ protection_level: 100, user_data: FULL_PROFILE, phone_number: '9990001122', phone_code: '+7' });
    expect(valueOf('Protection level')).toBe('100%full');
    expect(valueOf('Personal details')).toBe('filled');
    expect(valueOf('Contacts')).toBe('filled');
  });

  it('keeps a profile with one required field blank as not filled', async () => {
    await setup({ user_data: { ...FULL_PROFILE, registration_address: '  ' }, phone_number: '9990001122' });
    expect(valueOf('Personal details')).toBe('not filled');
    expect(valueOf('Contacts')).toBe('filled');
  });

  it.each([
    [29, 'weak'],
    [70, 'good'],
  ])('gives level %i the word %s', async (level, word) => {
    await setup({ protection_level: level });
    expect(valueOf('Protection level')).toBe(`${level}%${word}`);
  });

  it('shows no word at exactly 30, as the spec leaves it', async () => {
    await setup({ protection_level: 30 });
    expect(valueOf('Protection level')).toBe('30%');
  });

  it('speaks Russian on a Russian page', async () => {
    await setup({ protection_level: 80 }, 'ru');
    expect(screen.getByRole('region', { name: 'Профиль и защита' })).toBeInTheDocument();
    expect(valueOf('Уровень защиты')).toMatch(/^80\s%хороший$/);
    expect(valueOf('Контакты')).toBe('не заполнены');
  });

  it('shows nothing without a user config', async () => {
    await setup(null);
    expect(screen.queryByRole('region', { name: 'Profile and protection' })).toBeNull();
  });
});
