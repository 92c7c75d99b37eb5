/**
 * Seeded texts exist in ru and en. The site may ask for any language:
 * Turkish falls back to English (closest audience), everything else to
 * Russian, the site's default language.
 */
export type Lang = 'ru' | 'en';

export function pickLang(lng: string | undefined): Lang {
  const code = (lng ?? '').trim().toLowerCase();
  if (code === 'en' || code === 'tr') return 'en';
  return 'ru';
}

/** A text stored in both languages. */
export interface Localized<T = string> {
  ru: T;
  en: T;
}
