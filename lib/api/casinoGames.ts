import { z } from 'zod/mini';
import { getJson, query } from './http';

export const CasinoGameSchema = z.object({
  id: z.int(),
  name: z.string(),
  route: z.string(),
  providerId: z.int(),
  providerName: z.string(),
  categories: z.array(z.string()),
  accent: z.string(),
  isNew: z.boolean(),
  isHot: z.boolean(),
});
export type CasinoGame = z.infer<typeof CasinoGameSchema>;

export interface CasinoGamesQuery {
  lng: string;
  category?: string;
  provider?: string;
  search?: string;
  limit?: number;
}

export const casinoGamesKey = (q: CasinoGamesQuery) =>
  `/web-api/casino/games${query({ ...q })}`;

export function fetchCasinoGames(q: CasinoGamesQuery): Promise<CasinoGame[]> {
  return getJson(casinoGamesKey(q), z.array(CasinoGameSchema));
}
