import { z } from 'zod';
import { getJson, query } from './http';

export const InfoPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.array(z.string()),
});
export type InfoPage = z.infer<typeof InfoPageSchema>;

export const infoPageKey = (slug: string, lng: string) =>
  `/web-api/info/${encodeURIComponent(slug)}${query({ lng })}`;

export function fetchInfoPage(slug: string, lng: string): Promise<InfoPage> {
  return getJson(infoPageKey(slug, lng), InfoPageSchema);
}
