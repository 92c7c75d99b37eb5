import useSWR from 'swr';
import { casinoPreviewKey, fetchCasinoPreview, type CasinoPreviewQuery } from './casinoPreview';

/**
 * One whole group of the games preview (lib/api/casinoPreview.ts), asked only once `wanted`: a
 * lobby row fetches the rest of its games when the player scrolls it to its end.
 */
export function useCasinoPreviewGroup(q: CasinoPreviewQuery & { groupId: string }, wanted: boolean) {
  return useSWR(wanted ? casinoPreviewKey(q) : null, () => fetchCasinoPreview(q).then((preview) => preview.groups[0]?.games ?? []), {
    revalidateOnFocus: false,
  });
}
