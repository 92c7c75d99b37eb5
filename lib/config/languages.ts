// Languages of the site (shell-and-routing.md §1, §2). `ru` is the default and complete, `en` complete;
// the others fall back key by key to the language named here.
export const LANGUAGES = ['ru', 'en', 'uk', 'kk', 'az', 'uz', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'ru';

export const FALLBACK_LANGUAGE: Record<Language, Language | null> = {
  ru: null,
  en: 'ru',
  uk: 'ru',
  kk: 'ru',
  az: 'ru',
  uz: 'ru',
  tr: 'en',
};

/** The language names shown in the language switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ru: 'Русский',
  en: 'English',
  uk: 'Українська',
  kk: 'Қазақша',
  az: 'Azərbaycan',
  uz: 'Oʻzbek',
  tr: 'Türkçe',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
