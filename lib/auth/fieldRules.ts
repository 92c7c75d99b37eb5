import { PASSWORD_MIN_LENGTH, REGISTRATION_MIN_AGE } from '@/lib/config/registration';
import { codeError } from './loginValidation';
import { phoneProblem, type PhoneRule } from './phone';

/**
 * What is wrong with a field, as a message key of the `authFields.errors` namespace; the rules
 * return null for a good value. The spec shows no validation messages (limits-coupon-auth.md §5), so the
 * wording is ours; the rules follow the auth contract (docs/auth-api.md).
 */
export type FieldError =
  | 'required'
  | 'email'
  | 'passwordShort'
  | 'passwordLetterDigit'
  | 'passwordMismatch'
  | 'phoneLength'
  | 'code'
  | 'date'
  | 'underage'
  | 'amount';

// One @, something before it, a dot in the domain, no spaces: what a browser's type=email accepts,
// give or take; the server is the judge of whether the mailbox exists.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkRequired(value: string): FieldError | null {
  return value.trim() === '' ? 'required' : null;
}

export function checkEmail(value: string): FieldError | null {
  const text = value.trim();
  if (!text) return 'required';
  return EMAIL.test(text) ? null : 'email';
}

/** The contract's password rule: at least 8 characters, with a letter and a digit. */
export function checkPassword(value: string): FieldError | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordShort';
  return /\p{L}/u.test(value) && /\d/.test(value) ? null : 'passwordLetterDigit';
}

export function checkPasswordConfirm(password: string, confirm: string): FieldError | null {
  if (!confirm) return 'required';
  return confirm === password ? null : 'passwordMismatch';
}

/**
 * A phone number under its country's rule (lib/auth/phone.ts: the mask's Min and Max digits, a
 * wide rule without a mask).
 */
export function checkPhone(value: string, phoneCode: string, rule: PhoneRule): FieldError | null {
  const problem = phoneProblem(value, phoneCode, rule);
  if (problem === 'phoneRequired') return 'required';
  return problem ? 'phoneLength' : null;
}

/** A code from an SMS or an e-mail: digits (spaces and dashes forgiven), as the login forms take them. */
export function checkCode(value: string): FieldError | null {
  const problem = codeError(value);
  if (!problem) return null;
  return problem.key === 'codeRequired' ? 'required' : 'code';
}

/** `YYYY-MM-DD` as a calendar date (no 31 February), or null. */
function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * A birth date (`YYYY-MM-DD`, what a date input gives) of someone at least 18 today. The birthday
 * counts from its day: 18 years and a day short of it is still under age. `today` is the
 * player's calendar date, also `YYYY-MM-DD`.
 */
export function checkBirthDate(value: string, today: string): FieldError | null {
  if (!value.trim()) return 'required';
  const born = parseDate(value);
  const now = parseDate(today);
  if (!born || !now) return 'date';
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  const age = now.year - born.year - (hadBirthday ? 0 : 1);
  if (age < 0) return 'date';
  return age >= REGISTRATION_MIN_AGE ? null : 'underage';
}

/** A deposit amount: a positive number with at most two decimals (a comma is a decimal point). */
export function checkAmount(value: string): FieldError | null {
  const text = value.trim().replace(',', '.');
  if (!text) return 'required';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'amount';
  return Number(text) > 0 ? null : 'amount';
}

/** The number an amount field holds (after checkAmount passed). */
export function amountValue(value: string): number {
  return Number(value.trim().replace(',', '.'));
}

/** Today's date in the browser's calendar, `YYYY-MM-DD`, for checkBirthDate. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first error of each field, only for the fields that have one. */
export function collectErrors<K extends string>(checks: Record<K, FieldError | null>): Partial<Record<K, FieldError>> {
  const errors: Partial<Record<K, FieldError>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const error = checks[key];
    if (error) errors[key] = error;
  }
  return errors;
}
