import useSWR from 'swr';
import { z } from 'zod';
import { getJson, query, type GetOptions } from './http';

export const RegistrationCurrencySchema = z.object({ id: z.number().int(), iso: z.string(), symbol: z.string().optional() });
/** A country, with the currency the form starts with for it. */
export const RegistrationCountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().optional(),
  currency: z.string().optional(),
});

/** The currencies and countries a new player may choose (auth contract: registration options). */
export const RegistrationOptionsSchema = z.object({
  currencies: z.array(RegistrationCurrencySchema).min(1),
  countries: z.array(RegistrationCountrySchema).min(1),
  default_country_id: z.number().int().optional(),
});
export type RegistrationOptions = z.infer<typeof RegistrationOptionsSchema>;
export type RegistrationCurrency = z.infer<typeof RegistrationCurrencySchema>;
export type RegistrationCountry = z.infer<typeof RegistrationCountrySchema>;

export const registrationOptionsKey = '/web-api/registration/options';

export function fetchRegistrationOptions(lng: string, options: GetOptions = {}): Promise<RegistrationOptions> {
  return getJson(`${registrationOptionsKey}${query({ lng })}`, RegistrationOptionsSchema, options);
}

/** SWR hook: the lists are per language (country names are localised). */
export function useRegistrationOptions(lng: string) {
  return useSWR([registrationOptionsKey, lng], () => fetchRegistrationOptions(lng));
}
