import { PHONE_FALLBACK_MAX_DIGITS, PHONE_FALLBACK_MIN_DIGITS } from '@/lib/config/login';

/** A phone country as the site uses it (shell-and-routing.md §3). */
export interface PhoneCountry {
  id: number;
  name: string;
  /** ISO country code, lower-cased: `ru`. */
  code: string;
  /** Phone code with its leading plus: `+7`. */
  phoneCode: string;
}

/** A phone mask as the backend sends it (shell-and-routing.md §3): CountryId, Mask, Min, Max. */
export interface PhoneMask {
  CountryId: number;
  Mask: string;
  Min: number;
  Max: number;
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** `7`, `"7"`, `"+7"`, `" +7 "` → `+7` (shell-and-routing.md §3: normalised with a leading plus). */
export function normalisePhoneCode(raw: string | number): string {
  return `+${digitsOf(String(raw))}`;
}

/** The backend's row as the site's phone country: country code lower-cased, phone code with a plus. */
export function normalisePhoneCountry(row: { id: number; name: string; country_code: string; tel_code: string | number }): PhoneCountry {
  return { id: row.id, name: row.name.trim(), code: row.country_code.trim().toLowerCase(), phoneCode: normalisePhoneCode(row.tel_code) };
}

/** The country picked first: the first preferred code that is in the list, else the list's first. */
export function defaultPhoneCountry(countries: readonly PhoneCountry[], preferred: readonly string[]): PhoneCountry | null {
  for (const code of preferred) {
    const found = countries.find((country) => country.code === code.toLowerCase());
    if (found) return found;
  }
  return countries[0] ?? null;
}

/** How many digits a number of the country has, and the mask shown as its pattern. */
export interface PhoneRule {
  min: number;
  max: number;
  mask: string | null;
}

/** The country's mask (Min and Max are digits of the number without the phone code); a wide rule without one. */
export function phoneRuleFor(countryId: number | null, masks: readonly PhoneMask[]): PhoneRule {
  const mask = countryId === null ? undefined : masks.find((entry) => entry.CountryId === countryId);
  if (!mask) return { min: PHONE_FALLBACK_MIN_DIGITS, max: PHONE_FALLBACK_MAX_DIGITS, mask: null };
  return { min: mask.Min, max: mask.Max, mask: mask.Mask.trim() || null };
}

/**
 * The number without the phone code, digits only. A number typed in full with a plus (`+7 999…`)
 * loses the chosen country's code, so pasting an international number works too.
 */
export function nationalNumber(input: string, phoneCode: string): string {
  const digits = digitsOf(input);
  const code = digitsOf(phoneCode);
  if (input.trim().startsWith('+') && code && digits.startsWith(code)) return digits.slice(code.length);
  return digits;
}

export type PhoneProblem = 'phoneRequired' | 'phoneTooShort' | 'phoneTooLong';

/** What is wrong with a typed number under the country's rule; null when it fits. */
export function phoneProblem(input: string, phoneCode: string, rule: PhoneRule): PhoneProblem | null {
  const digits = nationalNumber(input, phoneCode);
  if (digits.length === 0) return 'phoneRequired';
  if (digits.length < rule.min) return 'phoneTooShort';
  if (digits.length > rule.max) return 'phoneTooLong';
  return null;
}

/**
 * A mask as shown: `full` with the phone code in front (masks may or may not carry it), `national`
 * without it, for the number field that holds the number only.
 */
export function maskDisplay(mask: string, phoneCode: string): { full: string; national: string } {
  const trimmed = mask.trim();
  const national = trimmed.replace(/^\+\d+\s*/, '');
  return { full: phoneCode ? `${phoneCode} ${national}` : national, national };
}
