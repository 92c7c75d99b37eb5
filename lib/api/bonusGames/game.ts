import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from '../http';
import { PlaySchema, TermsSchema, WonSchema, type BonusGameId } from './schemas';

// `GET /web-api/bonus-games/{game}?lng=` (docs/bonus-games-api.md): the game's terms; for a player
// his plays left, the open play to go on with and his last five prizes.

export const GameSchema = z.extend(TermsSchema, {
  signedIn: z.boolean(),
  currency: z.string(),
  playsLeft: z.nullable(z.int()),
  openPlay: z.nullable(PlaySchema),
  history: z.array(z.object({ id: z.int(), prize: WonSchema, finishedAt: z.string() })),
});
export type BonusGame = z.infer<typeof GameSchema>;

export const bonusGameKey = (game: BonusGameId, lng: string) => `/web-api/bonus-games/${game}${query({ lng })}`;

export function fetchBonusGame(game: BonusGameId, lng: string, options: GetOptions = {}): Promise<BonusGame> {
  return getJson(bonusGameKey(game, lng), GameSchema, options);
}

export function useBonusGame(game: BonusGameId, lng: string, enabled: boolean) {
  return useSWR(enabled ? bonusGameKey(game, lng) : null, () => fetchBonusGame(game, lng));
}
