import useSWR from 'swr';
import * as z from 'zod/mini';
import { normalisePhoneCountry, type PhoneCountry } from '@/lib/auth/phone';
import { getJson, query, type GetOptions } from './http';

/** A phone country as the backend sends it (shell-and-routing.md §7: id, name, country_code, tel_code). */
export const PhoneCountryRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  country_code: z.string().check(z.minLength(1)),
  // `7`, `"7"` or `"+7"`: normalised to `+7` (shell-and-routing.md §3).
  tel_code: z.union([z.string().check(z.minLength(1)), z.int().check(z.nonnegative())]),
});
export type PhoneCountryRow = z.infer<typeof PhoneCountryRowSchema>;

export const PhoneCountriesSchema = z.array(PhoneCountryRowSchema);

export const phoneCountriesKey = '/web-api/phone/countries';

/** The countries a phone may belong to, normalised; names in `lng`. */
export async function fetchPhoneCountries(options: GetOptions & { lng?: string } = {}): Promise<PhoneCountry[]> {
  const rows = await getJson(`${phoneCountriesKey}${query({ lng: options.lng })}`, PhoneCountriesSchema, options);
  return rows.map(normalisePhoneCountry);
}

/** SWR hook: the list changes only with the language. */
export function usePhoneCountries(lng: string) {
  return useSWR([phoneCountriesKey, lng], () => fetchPhoneCountries({ lng }), { revalidateOnFocus: false });
}
