import { DEFAULT_CURRENCY } from '@/lib/config/accounts';

interface Options {
  currencies: readonly { iso: string }[];
  countries: readonly { id: number; currency?: string }[];
  default_country_id?: number;
}

/**
 * What the currency and country selects start on: the options' default country (else the first
 * offered), and that country's currency when it is offered, else the site's default currency
 * (shell-and-routing.md §9: RUB), else the first offered.
 */
export function defaultOrigin(options: Options): { currency: string; countryId: string } {
  const country = options.countries.find((c) => c.id === options.default_country_id) ?? options.countries[0];
  const offered = (iso: string | undefined) => options.currencies.find((c) => c.iso === iso);
  const currency = offered(country?.currency) ?? offered(DEFAULT_CURRENCY) ?? options.currencies[0];
  return { currency: currency?.iso ?? DEFAULT_CURRENCY, countryId: country ? String(country.id) : '' };
}
