import * as z from 'zod/mini';
import { getJson, query } from './http';

export const SportSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  lineCount: z.int(),
  liveCount: z.int(),
});
export type Sport = z.infer<typeof SportSchema>;

export const sportsKey = (lng: string) => `/web-api/line/sports${query({ lng })}`;

export function fetchSports(lng: string): Promise<Sport[]> {
  return getJson(sportsKey(lng), z.array(SportSchema));
}
