import * as z from 'zod/mini';
import { getJson, query } from './http';
import { createLastGood } from './lastGood';

export const InfoPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.array(z.string()),
});
export type InfoPage = z.infer<typeof InfoPageSchema>;

export const infoPageKey = (slug: string, lng: string) =>
  `/web-api/info/${encodeURIComponent(slug)}${query({ lng })}`;

// Information pages are the same for every visitor: a late or absent backend serves the last good
// copy of the page in that language (docs/decisions/backend-faults.md). A 404 is the backend's word and passes.
const lastGood = createLastGood<InfoPage>();

export function fetchInfoPage(slug: string, lng: string): Promise<InfoPage> {
  const path = infoPageKey(slug, lng);
  return lastGood.read(path, () => getJson(path, InfoPageSchema));
}
