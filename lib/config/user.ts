// Constants of the user config (shell-and-routing.md §3–§5, limits-coupon-auth.md §9).
import type { Language } from '@/lib/config/languages';

/** activation_type values (shell-and-routing.md §3). */
export const ACTIVATION_TYPE = {
  none: 0,
  email: 1,
  emailAndPhone: 2,
  phoneOnly: 3,
} as const;

/**
 * protection_level boundaries (shell-and-routing.md §4): under `normalFrom` is bad, exactly `normalFrom`
 * is not shown, above it and under `goodFrom` is normal, from `goodFrom` under `full` is good,
 * `full` is full. The level is a percentage, so nothing lies outside 0..`full`.
 */
export const PROTECTION_LEVEL = {
  normalFrom: 30,
  goodFrom: 70,
  full: 100,
} as const;

/** user_data fields that must all be set for the profile to count as filled (shell-and-routing.md §5). */
export const PROFILE_REQUIRED_FIELDS = [
  'date_birthday',
  'name',
  'surname',
  'passport',
  'passport_date',
  'registration_address',
] as const;

/** User config fields that must both be set for the contacts to count as filled (shell-and-routing.md §5). */
export const CONTACT_REQUIRED_FIELDS = ['phone_number', 'user_email'] as const;

/** appViewType values (shell-and-routing.md §3). */
export const VIEW_TYPE = { european: 0, asian: 1 } as const;

/**
 * Coefficient display format ids (limits-coupon-auth.md §9). The spec names the formats (decimal,
 * fractional, american, hong kong, malay, indo) but not which id is which; the names below
 * for 0–6 are our reading, 14–16 are further Asian variants we keep without a name.
 */
export const COEF_FORMAT_IDS = [0, 1, 2, 4, 5, 6, 14, 15, 16] as const;
export type CoefFormatId = (typeof COEF_FORMAT_IDS)[number];

export const COEF_FORMAT = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  malay: 5,
  indo: 6,
} as const;

/**
 * Default format by site language. The spec does not show this mapping: it is our choice,
 * decimal for every language we serve; an operator edits the table to change it.
 */
export const COEF_FORMAT_BY_LANGUAGE: Readonly<Record<Language, CoefFormatId>> = {
  ru: COEF_FORMAT.decimal,
  en: COEF_FORMAT.decimal,
  uk: COEF_FORMAT.decimal,
  kk: COEF_FORMAT.decimal,
  az: COEF_FORMAT.decimal,
  uz: COEF_FORMAT.decimal,
  tr: COEF_FORMAT.decimal,
};

/**
 * Default format by user country (lower-case ISO code), used when the language's format is not
 * allowed. Also our choice, not the spec's: each country's customary odds format.
 */
export const COEF_FORMAT_BY_COUNTRY: Readonly<Record<string, CoefFormatId>> = {
  gb: COEF_FORMAT.fractional,
  us: COEF_FORMAT.american,
  hk: COEF_FORMAT.hongKong,
  my: COEF_FORMAT.malay,
  id: COEF_FORMAT.indo,
};

/**
 * Formats each view type may show (our choice; the spec only says the view type limits the
 * format): the European view keeps decimal, fractional and american, the Asian view decimal
 * and the Asian formats.
 */
export const COEF_FORMATS_BY_VIEW_TYPE: Readonly<Record<number, readonly CoefFormatId[]>> = {
  [VIEW_TYPE.european]: [0, 1, 2],
  [VIEW_TYPE.asian]: [0, 4, 5, 6, 14, 15, 16],
};
