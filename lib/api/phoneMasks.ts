import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, type GetOptions } from './http';

/** A phone mask (shell-and-routing.md §3): the number's pattern and its least and most digits. */
export const PhoneMaskSchema = z
  .object({
    CountryId: z.int(),
    Mask: z.string(),
    Min: z.int().check(z.nonnegative()),
    Max: z.int().check(z.positive()),
  })
  .check(z.refine((mask) => mask.Min <= mask.Max, { error: 'Min is above Max' }));
export type PhoneMask = z.infer<typeof PhoneMaskSchema>;

export const PhoneMasksSchema = z.array(PhoneMaskSchema);

export const phoneMasksKey = '/web-api/phone/masks';

export function fetchPhoneMasks(options: GetOptions = {}): Promise<PhoneMask[]> {
  return getJson(phoneMasksKey, PhoneMasksSchema, options);
}

/** SWR hook: the masks do not depend on the language. */
export function usePhoneMasks() {
  return useSWR(phoneMasksKey, () => fetchPhoneMasks(), { revalidateOnFocus: false });
}
