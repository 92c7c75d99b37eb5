// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areContactsFilled, isProfileFilled, type UserData } from '@/lib/user/filled';

const FULL_PROFILE: UserData = {
  date_birthday: '1990-01-31',
  document_type_id: '1',
  inn: null,
  name: 'Ivan',
  passport: '4510 123456',
  passport_date: '2010-05-01',
  passport_end_date: null,
  registration_address: 'Moscow, Tverskaya 1',
  surname: 'Petrov',
};

const REQUIRED = [
  'date_birthday',
  'name',
  'surname',
  'passport',
  'passport_date',
  'registration_address',
] as const;

describe('profile filled', () => {
  it('is filled when all six required fields are set', () => {
    expect(isProfileFilled(FULL_PROFILE)).toBe(true);
  });

  it('ignores the optional fields (inn, document type, passport end date)', () => {
    expect(
      isProfileFilled({ ...FULL_PROFILE, inn: null, document_type_id: null, passport_end_date: null }),
    ).toBe(true);
  });

  it.each(REQUIRED)('is not filled when %s is null', (field) => {
    expect(isProfileFilled({ ...FULL_PROFILE, [field]: null })).toBe(false);
  });

  it.each(REQUIRED)('is not filled when %s is empty', (field) => {
    expect(isProfileFilled({ ...FULL_PROFILE, [field]: '' })).toBe(false);
  });

  it.each(REQUIRED)('is not filled when %s is whitespace only', (field) => {
    expect(isProfileFilled({ ...FULL_PROFILE, [field]: ' \t\n ' })).toBe(false);
  });

  it.each(REQUIRED)('is not filled when %s is missing from the payload', (field) => {
    const partial: Partial<UserData> = { ...FULL_PROFILE };
    delete partial[field];
    expect(isProfileFilled(partial)).toBe(false);
  });

  it('is not filled when a field is not a string', () => {
    expect(isProfileFilled({ ...FULL_PROFILE, name: 42 as unknown as string })).toBe(false);
  });

  it.each([[null], [undefined]])('is not filled when user data is %s', (value) => {
    expect(isProfileFilled(value)).toBe(false);
  });
});

describe('contacts filled', () => {
  const FULL = { phone_number: '+79001234567', user_email: 'ivan@example.com' };

  it('is filled when phone and e-mail are both set', () => {
    expect(areContactsFilled(FULL)).toBe(true);
  });

  it.each(['phone_number', 'user_email'] as const)('is not filled when %s is null', (field) => {
    expect(areContactsFilled({ ...FULL, [field]: null })).toBe(false);
  });

  it.each(['phone_number', 'user_email'] as const)('is not filled when %s is whitespace only', (field) => {
    expect(areContactsFilled({ ...FULL, [field]: '   ' })).toBe(false);
  });

  it.each(['phone_number', 'user_email'] as const)('is not filled when %s is missing', (field) => {
    const partial: Partial<typeof FULL> = { ...FULL };
    delete partial[field];
    expect(areContactsFilled(partial)).toBe(false);
  });

  it.each([[null], [undefined]])('is not filled when the config is %s', (value) => {
    expect(areContactsFilled(value)).toBe(false);
  });
});
