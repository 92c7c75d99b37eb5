import { describe, expect, it } from 'vitest';
import {
  codeError,
  compactCode,
  hasErrors,
  validateCaptchaAnswer,
  validateLoginPassword,
  validatePhonePassword,
  validateSmsLogin,
} from '@/lib/auth/loginValidation';

const RU_RULE = { min: 10, max: 10, mask: '(###) ###-##-##' };

describe('login form checks', () => {
  it('login and password: both required, the login trimmed', () => {
    expect(validateLoginPassword({ login: '  ', password: '' })).toEqual({ login: { key: 'loginRequired' }, password: { key: 'passwordRequired' } });
    expect(hasErrors(validateLoginPassword({ login: ' player@example.com ', password: 'x' }))).toBe(false);
  });

  it('refuses a login or password longer than any real one, saying the limit', () => {
    expect(validateLoginPassword({ login: 'a'.repeat(101), password: 'p'.repeat(129) })).toEqual({
      login: { key: 'loginTooLong', values: { max: 100 } },
      password: { key: 'passwordTooLong', values: { max: 128 } },
    });
  });

  it("phone and password: the number's digits come from the country's mask", () => {
    expect(validatePhonePassword({ phone: '999', password: 'x' }, '+7', RU_RULE)).toEqual({
      phone: { key: 'phoneTooShort', values: { min: 10 } },
      password: undefined,
    });
    expect(validatePhonePassword({ phone: '99912345678', password: '' }, '+7', RU_RULE)).toEqual({
      phone: { key: 'phoneTooLong', values: { max: 10 } },
      password: { key: 'passwordRequired' },
    });
    expect(hasErrors(validatePhonePassword({ phone: '999 123 45 67', password: 'x' }, '+7', RU_RULE))).toBe(false);
  });

  it('SMS login: the phone and a code of 4 to 8 digits (spaces and dashes forgiven)', () => {
    expect(validateSmsLogin({ phone: '', code: '' }, '+7', RU_RULE)).toEqual({ phone: { key: 'phoneRequired' }, code: { key: 'codeRequired' } });
    expect(codeError('12a4')).toEqual({ key: 'codeFormat', values: { min: 4, max: 8 } });
    expect(codeError('123')).toEqual({ key: 'codeFormat', values: { min: 4, max: 8 } });
    expect(codeError('123456789')).toEqual({ key: 'codeFormat', values: { min: 4, max: 8 } });
    expect(codeError('123 456')).toBeUndefined();
    expect(compactCode(' 12-34 56 ')).toBe('123456');
  });

  it('captcha: an answer is required', () => {
    expect(validateCaptchaAnswer(' ')).toEqual({ key: 'captchaRequired' });
    expect(validateCaptchaAnswer('4821')).toBeUndefined();
  });
});
