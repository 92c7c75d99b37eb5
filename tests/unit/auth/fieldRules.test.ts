// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  amountValue,
  checkAmount,
  checkBirthDate,
  checkCode,
  checkEmail,
  checkPassword,
  checkPasswordConfirm,
  checkPhone,
  checkRequired,
  collectErrors,
  localDate,
} from '@/lib/auth/fieldRules';

describe('e-mail', () => {
  it.each(['player@example.com', ' a.b+c@mail.co.uk '])('accepts %s', (value) => {
    expect(checkEmail(value)).toBeNull();
  });
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['player', 'email'],
    ['player@example', 'email'],
    ['pla yer@example.com', 'email'],
  ])('%j → %s', (value, error) => {
    expect(checkEmail(value)).toBe(error);
  });
});

describe('password: at least 8 characters with a letter and a digit (auth contract)', () => {
  it.each(['Player123', 'abcdefg1', 'пароль123', '12345678a'])('accepts %s', (value) => {
    expect(checkPassword(value)).toBeNull();
  });
  it.each([
    ['', 'required'],
    ['abc1', 'passwordShort'],
    ['abcdefg', 'passwordShort'],
    ['abcdefgh', 'passwordLetterDigit'],
    ['12345678', 'passwordLetterDigit'],
  ])('%j → %s', (value, error) => {
    expect(checkPassword(value)).toBe(error);
  });

  it('asks the confirmation to match', () => {
    expect(checkPasswordConfirm('Player123', 'Player123')).toBeNull();
    expect(checkPasswordConfirm('Player123', 'Player124')).toBe('passwordMismatch');
    expect(checkPasswordConfirm('Player123', '')).toBe('required');
  });
});

describe('phone under the country mask (Min/Max digits)', () => {
  const russia = { min: 10, max: 10, mask: '(###) ###-##-##' };
  it('accepts a number of the mask length, written with spaces and dashes', () => {
    expect(checkPhone('999 123-45-67', '+7', russia)).toBeNull();
  });
  it('accepts the number typed with its country code', () => {
    expect(checkPhone('+7 999 123 45 67', '+7', russia)).toBeNull();
  });
  it.each([
    ['', 'required'],
    ['999 123', 'phoneLength'],
    ['999 123 45 67 8', 'phoneLength'],
  ])('%j → %s', (value, error) => {
    expect(checkPhone(value, '+7', russia)).toBe(error);
  });
});

describe('codes', () => {
  it.each(['1234', '123 456', '12345678'])('accepts %s', (value) => {
    expect(checkCode(value)).toBeNull();
  });
  it.each([
    ['', 'required'],
    ['123', 'code'],
    ['12a456', 'code'],
    ['123456789', 'code'],
  ])('%j → %s', (value, error) => {
    expect(checkCode(value)).toBe(error);
  });
});

describe('birth date: 18 or older today', () => {
  const today = '2026-11-22';
  it('accepts someone who turns 18 today', () => {
    expect(checkBirthDate('2008-11-22', today)).toBeNull();
  });
  it('refuses someone who turns 18 tomorrow', () => {
    expect(checkBirthDate('2008-11-23', today)).toBe('underage');
  });
  it('accepts an adult', () => {
    expect(checkBirthDate('1990-05-31', today)).toBeNull();
  });
  it.each([
    ['', 'required'],
    ['31.05.1990', 'date'],
    ['1990-02-30', 'date'],
    ['2030-01-01', 'date'],
  ])('%j → %s', (value, error) => {
    expect(checkBirthDate(value, today)).toBe(error);
  });
  it('reads today in the browser calendar', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('amount', () => {
  it.each(['100', '0.5', '250,75'])('accepts %s', (value) => {
    expect(checkAmount(value)).toBeNull();
  });
  it.each([
    ['', 'required'],
    ['0', 'amount'],
    ['-5', 'amount'],
    ['1.234', 'amount'],
    ['ten', 'amount'],
  ])('%j → %s', (value, error) => {
    expect(checkAmount(value)).toBe(error);
  });
  it('reads a comma as the decimal point', () => {
    expect(amountValue('250,75')).toBe(250.75);
  });
});

describe('collecting errors', () => {
  it('keeps only the fields that have one, in order', () => {
    expect(collectErrors({ a: checkRequired('x'), b: checkRequired(''), c: checkEmail('no') })).toEqual({ b: 'required', c: 'email' });
  });
});
