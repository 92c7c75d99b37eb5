import { CODE_MAX_DIGITS, CODE_MIN_DIGITS, LOGIN_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/lib/config/login';
import { phoneProblem, type PhoneRule } from './phone';

/** A field's problem as a message key of `auth.validation`, with the values the message needs. */
export interface FieldError {
  key:
    | 'loginRequired'
    | 'loginTooLong'
    | 'passwordRequired'
    | 'passwordTooLong'
    | 'phoneRequired'
    | 'phoneTooShort'
    | 'phoneTooLong'
    | 'codeRequired'
    | 'codeFormat'
    | 'appCodeFormat'
    | 'captchaRequired';
  values?: Readonly<Record<string, number>>;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

function passwordError(password: string): FieldError | undefined {
  if (password.length === 0) return { key: 'passwordRequired' };
  if (password.length > PASSWORD_MAX_LENGTH) return { key: 'passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } };
  return undefined;
}

export function phoneError(phone: string, phoneCode: string, rule: PhoneRule): FieldError | undefined {
  const problem = phoneProblem(phone, phoneCode, rule);
  if (problem === 'phoneTooShort') return { key: problem, values: { min: rule.min } };
  if (problem === 'phoneTooLong') return { key: problem, values: { max: rule.max } };
  return problem ? { key: problem } : undefined;
}

/** A code of an SMS or of the two-step step: digits only, spaces and dashes forgiven. */
export function codeError(code: string): FieldError | undefined {
  const compact = code.replace(/[\s-]/g, '');
  if (compact.length === 0) return { key: 'codeRequired' };
  if (!/^\d+$/.test(compact) || compact.length < CODE_MIN_DIGITS || compact.length > CODE_MAX_DIGITS) {
    return { key: 'codeFormat', values: { min: CODE_MIN_DIGITS, max: CODE_MAX_DIGITS } };
  }
  return undefined;
}

/**
 * The two-step code of an authenticator app's player: the app's six digits or a recovery code
 * ("xxxx-xxxx": eight letters and digits; spaces, dashes and case forgiven).
 */
export function appCodeError(code: string): FieldError | undefined {
  const compact = code.replace(/[\s-]/g, '');
  if (compact.length === 0) return { key: 'codeRequired' };
  return /^(\d{6}|[A-Za-z0-9]{8})$/.test(compact) ? undefined : { key: 'appCodeFormat' };
}

/** The code as it is sent: what was typed without spaces and dashes. */
export function compactCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

export function validateLoginPassword(values: { login: string; password: string }): FieldErrors<'login' | 'password'> {
  const login = values.login.trim();
  return {
    login: login.length === 0 ? { key: 'loginRequired' } : login.length > LOGIN_MAX_LENGTH ? { key: 'loginTooLong', values: { max: LOGIN_MAX_LENGTH } } : undefined,
    password: passwordError(values.password),
  };
}

export function validatePhonePassword(
  values: { phone: string; password: string },
  phoneCode: string,
  rule: PhoneRule,
): FieldErrors<'phone' | 'password'> {
  return { phone: phoneError(values.phone, phoneCode, rule), password: passwordError(values.password) };
}

export function validateSmsLogin(values: { phone: string; code: string }, phoneCode: string, rule: PhoneRule): FieldErrors<'phone' | 'code'> {
  return { phone: phoneError(values.phone, phoneCode, rule), code: codeError(values.code) };
}

export function validateCaptchaAnswer(answer: string): FieldError | undefined {
  return answer.trim().length === 0 ? { key: 'captchaRequired' } : undefined;
}
