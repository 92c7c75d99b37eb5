import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from './http';

export const RegistrationCurrencySchema = z.object({ id: z.int(), iso: z.string(), symbol: z.optional(z.string()) });
/** A country, with the currency the form starts with for it. */
export const RegistrationCountrySchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.optional(z.string()),
  currency: z.optional(z.string()),
});

/** The currencies and countries a new player may choose (auth contract: registration options). */
export const RegistrationOptionsSchema = z.object({
  currencies: z.array(RegistrationCurrencySchema).check(z.minLength(1)),
  countries: z.array(RegistrationCountrySchema).check(z.minLength(1)),
  default_country_id: z.optional(z.int()),
});
export type RegistrationOptions = z.infer<typeof RegistrationOptionsSchema>;
export type RegistrationCurrency = z.infer<typeof RegistrationCurrencySchema>;
export type RegistrationCountry = z.infer<typeof RegistrationCountrySchema>;

export const registrationOptionsKey = '/web-api/registration/options';

export function fetchRegistrationOptions(lng: string, options: GetOptions = {}): Promise<RegistrationOptions> {
  return getJson(`${registrationOptionsKey}${query({ lng })}`, RegistrationOptionsSchema, options);
}
