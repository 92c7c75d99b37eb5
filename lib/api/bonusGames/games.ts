import * as z from 'zod/mini';
import { getJson, query, type GetOptions } from '../http';
import { TermsSchema, WonSchema } from './schemas';

// `GET /web-api/bonus-games?lng=` (docs/bonus-games-api.md): every game's terms; for a signed-in
// player his plays left and last prize. The server reads it for the rules (as a guest), the page's
// client part for the player's plays (its hook in useBonusGames.ts: this file is read on the server).

const IndexSchema = z.object({
  signedIn: z.boolean(),
  currency: z.string(),
  games: z.array(z.extend(TermsSchema, { playsLeft: z.nullable(z.int()), lastPrize: z.nullable(WonSchema) })),
});
export type BonusGamesIndex = z.infer<typeof IndexSchema>;

export const bonusGamesKey = (lng: string) => `/web-api/bonus-games${query({ lng })}`;

export function fetchBonusGames(lng: string, options: GetOptions = {}): Promise<BonusGamesIndex> {
  return getJson(bonusGamesKey(lng), IndexSchema, options);
}
