import type { Db } from '../db/handle';
import type { UserRow } from '../accounts/rows';
import { fieldError } from '../errors';
import { COUNTRIES, type Country } from '../seed/countries';

/** A phone number as stored: `phone_code` "+7" and `phone_number` "9991234567" (digits only). */
export interface Phone {
  phoneCode: string;
  phoneNumber: string;
  /** "+79991234567": the address codes are sent to and throttled by. */
  full: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** "+7", "7", " +7 " → "+7"; null when it is not a calling code. */
export function normalizeTelCode(text: string): string | null {
  const code = digits(text);
  return /^\+?\s*\d{1,4}$/.test(text.trim()) && code.length > 0 ? `+${code}` : null;
}

/**
 * A phone from what a form sent: spaces, dashes and brackets in the number are dropped; a number
 * typed with its calling code in front ("+7 999…" with phone_code "+7") is accepted too.
 * `pointer` names the body fields for a validation error.
 */
export function parsePhone(
  phoneCode: string,
  phoneNumber: string,
  pointers = { code: '/phone_code', number: '/phone_number' },
): Phone {
  const code = normalizeTelCode(phoneCode);
  const countries = COUNTRIES.filter((country) => country.telCode === code);
  if (!code || countries.length === 0) throw fieldError(pointers.code, `Unknown phone code "${phoneCode}"`);
  let number = digits(phoneNumber);
  const codeDigits = code.slice(1);
  const fits = (value: string) => countries.some((country) => value.length >= country.min && value.length <= country.max);
  if (!fits(number) && number.startsWith(codeDigits) && fits(number.slice(codeDigits.length))) {
    number = number.slice(codeDigits.length);
  }
  if (!fits(number)) {
    const lengths = [...new Set(countries.flatMap((country) => [country.min, country.max]))].join('–');
    throw fieldError(pointers.number, `A ${code} number has ${lengths} digits`);
  }
  return { phoneCode: code, phoneNumber: number, full: `${code}${number}` };
}

/** The calling code of a country given by ISO code ("ru") or a calling code ("+7"). */
export function telCodeOf(countryCode: string): string | null {
  const country = COUNTRIES.find((entry) => entry.code === countryCode.trim().toLowerCase());
  return country?.telCode ?? normalizeTelCode(countryCode);
}

/** The first country with this calling code (+7 → Russia). */
export function countryOfTelCode(telCode: string): Country | undefined {
  return COUNTRIES.find((country) => country.telCode === telCode);
}

export function findUserByPhone(db: Db, phone: Phone): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE phone_code = ? AND phone_number = ?').get(phone.phoneCode, phone.phoneNumber) as
    | UserRow
    | undefined;
}
