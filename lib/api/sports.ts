import { z } from 'zod';
import { getJson, query } from './http';

export const SportSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  lineCount: z.number().int(),
  liveCount: z.number().int(),
});
export type Sport = z.infer<typeof SportSchema>;

export const sportsKey = (lng: string) => `/web-api/line/sports${query({ lng })}`;

export function fetchSports(lng: string): Promise<Sport[]> {
  return getJson(sportsKey(lng), z.array(SportSchema));
}
