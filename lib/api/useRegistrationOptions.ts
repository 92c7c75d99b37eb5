import useSWR from 'swr';
import { fetchRegistrationOptions, registrationOptionsKey } from './registrationOptions';

// Beside the endpoint's file, not in it: the root layout's One Tap reads the endpoint too, and the
// hook there put swr in every page's first load (docs/decisions/first-load-imports.md).

/** SWR hook: the lists are per language (country names are localised). */
export function useRegistrationOptions(lng: string) {
  return useSWR([registrationOptionsKey, lng], () => fetchRegistrationOptions(lng));
}
