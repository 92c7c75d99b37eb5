import type { Localized } from '../lang';

/**
 * Countries a player can register from and phone numbers can come from (shell-and-routing.md §3 "Phone
 * country", "Phone mask"). `mask` shows the longest form, one `#` per digit of the national number;
 * `min`/`max` count those digits. Russia and Kazakhstan share +7.
 */
export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2, lower-cased (as users.country_code). */
  code: string;
  /** With a leading plus. */
  telCode: string;
  name: Localized;
  mask: string;
  min: number;
  max: number;
  /** The currency the registration form starts with for this country. */
  currency: string;
}

export const COUNTRIES: Country[] = [
  { id: 1, code: 'ru', telCode: '+7', name: { ru: 'Россия', en: 'Russia' }, mask: '+7 (###) ###-##-##', min: 10, max: 10, currency: 'RUB' },
  { id: 2, code: 'ua', telCode: '+380', name: { ru: 'Украина', en: 'Ukraine' }, mask: '+380 (##) ###-##-##', min: 9, max: 9, currency: 'UAH' },
  { id: 3, code: 'kz', telCode: '+7', name: { ru: 'Казахстан', en: 'Kazakhstan' }, mask: '+7 (###) ###-##-##', min: 10, max: 10, currency: 'KZT' },
  { id: 4, code: 'by', telCode: '+375', name: { ru: 'Беларусь', en: 'Belarus' }, mask: '+375 (##) ###-##-##', min: 9, max: 9, currency: 'BYN' },
  { id: 5, code: 'uz', telCode: '+998', name: { ru: 'Узбекистан', en: 'Uzbekistan' }, mask: '+998 (##) ###-##-##', min: 9, max: 9, currency: 'UZS' },
  { id: 6, code: 'az', telCode: '+994', name: { ru: 'Азербайджан', en: 'Azerbaijan' }, mask: '+994 (##) ###-##-##', min: 9, max: 9, currency: 'AZN' },
  { id: 7, code: 'tr', telCode: '+90', name: { ru: 'Турция', en: 'Turkey' }, mask: '+90 (###) ###-##-##', min: 10, max: 10, currency: 'TRY' },
  { id: 8, code: 'ge', telCode: '+995', name: { ru: 'Грузия', en: 'Georgia' }, mask: '+995 (###) ###-###', min: 9, max: 9, currency: 'USD' },
  { id: 9, code: 'am', telCode: '+374', name: { ru: 'Армения', en: 'Armenia' }, mask: '+374 (##) ###-###', min: 8, max: 8, currency: 'USD' },
  { id: 10, code: 'kg', telCode: '+996', name: { ru: 'Киргизия', en: 'Kyrgyzstan' }, mask: '+996 (###) ###-###', min: 9, max: 9, currency: 'USD' },
  { id: 11, code: 'de', telCode: '+49', name: { ru: 'Германия', en: 'Germany' }, mask: '+49 ### ########', min: 10, max: 11, currency: 'EUR' },
  { id: 12, code: 'gb', telCode: '+44', name: { ru: 'Великобритания', en: 'United Kingdom' }, mask: '+44 #### ######', min: 10, max: 10, currency: 'GBP' },
];

export function findCountry(id: number): Country | undefined {
  return COUNTRIES.find((country) => country.id === id);
}
