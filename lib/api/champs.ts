import * as z from 'zod/mini';
import { getJson, query } from './http';

/** A championship of the line (docs/line-feed.md): `gamesCount` counts its games not finished. */
export const ChampSchema = z.object({
  id: z.int(),
  sportId: z.int(),
  name: z.string(),
  country: z._default(z.string(), ''),
  gamesCount: z._default(z.int(), 0),
});
export type Champ = z.infer<typeof ChampSchema>;

export const champsKey = (sportId: number, lng: string) => `/web-api/line/champs${query({ sportId, lng })}`;

/** The championships of one sport, in the backend's order. */
export function fetchChamps(sportId: number, lng: string): Promise<Champ[]> {
  return getJson(champsKey(sportId, lng), z.array(ChampSchema));
}
