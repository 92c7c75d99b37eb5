import { findCurrency } from '../accounts/accounts';
import type { Db } from '../db/handle';
import type { CurrencyRow } from '../accounts/rows';
import { fieldError } from '../errors';
import { findCountry, type Country } from '../seed/countries';
import { loadSiteConfig } from '../siteConfigStore';
import { registrationDisabled } from './authErrors';
import { findUserByEmail } from './identify';
import { MIN_PLAYER_AGE } from './signInRules';
import { findUserByLogin } from '../accounts/users';

/** 403 registration_disabled while the site config switches registration off. */
export function assertRegistrationOpen(db: Db): void {
  if (!loadSiteConfig(db).registrationEnabled) throw registrationDisabled();
}

/** Currencies a player may register in: every currency the backend keeps. */
export function registrationCurrencies(db: Db): CurrencyRow[] {
  return db.prepare('SELECT * FROM currencies ORDER BY id').all() as CurrencyRow[];
}

export function currencyFor(db: Db, iso: string, pointer = '/currency'): CurrencyRow {
  const currency = findCurrency(db, iso);
  if (!currency) throw fieldError(pointer, `Unknown currency "${iso}"`);
  return currency;
}

export function countryFor(id: number, pointer = '/country_id'): Country {
  const country = findCountry(id);
  if (!country) throw fieldError(pointer, `Unknown country ${id}`);
  return country;
}

export function assertEmailFree(db: Db, email: string): void {
  if (findUserByEmail(db, email) || findUserByLogin(db, email)) {
    throw fieldError('/email', 'This e-mail is already registered');
  }
}

/**
 * A birth date "YYYY-MM-DD" of someone at least MIN_PLAYER_AGE years old today (backend clock, UTC);
 * returns it as given.
 */
export function adultBirthday(value: string, nowMs: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = match !== null && year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!valid) throw fieldError('/date_birthday', 'must be a date such as 1990-05-31');
  const now = new Date(nowMs);
  const comesOfAge = new Date(Date.UTC(year + MIN_PLAYER_AGE, month - 1, day));
  // Born on 29 February: of age on 1 March of a year that has no 29 February (Date.UTC rolls over).
  if (comesOfAge.getTime() > Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) {
    throw fieldError('/date_birthday', `Players must be at least ${MIN_PLAYER_AGE} years old`);
  }
  return value;
}

export function currencyById(db: Db, id: number, pointer = '/currency_id'): CurrencyRow {
  const currency = db.prepare('SELECT * FROM currencies WHERE id = ?').get(id) as CurrencyRow | undefined;
  if (!currency) throw fieldError(pointer, `Unknown currency ${id}`);
  return currency;
}
