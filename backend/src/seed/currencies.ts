import type { CurrencyRow } from '../accounts/rows';

/** Currencies an account can be held in. RUB is the site default. */
export const CURRENCIES: CurrencyRow[] = [
  { id: 1, iso: 'RUB', symbol: '₽' },
  { id: 2, iso: 'USD', symbol: '$' },
  { id: 3, iso: 'EUR', symbol: '€' },
  { id: 4, iso: 'KZT', symbol: '₸' },
  { id: 5, iso: 'UAH', symbol: '₴' },
  { id: 6, iso: 'BYN', symbol: 'Br' },
  { id: 7, iso: 'UZS', symbol: 'soʻm' },
  { id: 8, iso: 'AZN', symbol: '₼' },
  { id: 9, iso: 'TRY', symbol: '₺' },
  { id: 10, iso: 'GBP', symbol: '£' },
  { id: 11, iso: 'USDT', symbol: '₮' },
];
