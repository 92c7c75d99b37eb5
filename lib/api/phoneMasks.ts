import useSWR from 'swr';
import { z } from 'zod';
import { getJson, type GetOptions } from './http';

/** A phone mask (shell spec §3): the number's pattern and its least and most digits. */
export const PhoneMaskSchema = z
  .object({
    CountryId: z.number().int(),
    Mask: z.string(),
    Min: z.number().int().nonnegative(),
    Max: z.number().int().positive(),
  })
  .refine((mask) => mask.Min <= mask.Max, { message: 'Min is above Max' });
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
