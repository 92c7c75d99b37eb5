import { PASSWORD_MIN_LENGTH } from '@/lib/config/registration';

/** What is wrong with a field, as a key of `security.fieldErrors`; null when it is fine. */
export type SecurityFieldError =
  | 'required'
  | 'passwordShort'
  | 'passwordLetterDigit'
  | 'passwordMismatch'
  | 'samePassword'
  | 'code'
  | 'answerShort';

/** The registration rules (docs/auth-api.md): at least 8 characters, a letter and a digit. */
export function newPasswordError(value: string, current = ''): SecurityFieldError | null {
  if (!value) return 'required';
  if (value === current) return 'samePassword';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordShort';
  return /\p{L}/u.test(value) && /\d/.test(value) ? null : 'passwordLetterDigit';
}

export const requiredError = (value: string): SecurityFieldError | null => (value.trim() ? null : 'required');

export const confirmError = (password: string, confirm: string): SecurityFieldError | null =>
  !confirm ? 'required' : confirm === password ? null : 'passwordMismatch';

/** An SMS code: six digits, spaces and dashes forgiven. */
export const codeDigits = (value: string) => value.replace(/[\s-]/g, '');
export const smsCodeError = (value: string): SecurityFieldError | null =>
  !value.trim() ? 'required' : /^\d{6}$/.test(codeDigits(value)) ? null : 'code';

/** An answer counts without case and spaces (docs/security-api.md): at least 2 characters then. */
export const answerError = (value: string): SecurityFieldError | null =>
  !value.trim() ? 'required' : value.replace(/\s+/g, '').length >= 2 ? null : 'answerShort';
