import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { query, requestJson } from '../http';
import { GameSchema, type BonusGame } from './game';
import type { BonusGameId } from './schemas';

// With an Idempotency-Key: the same key buys once. Refusals: `points_short`, `self_excluded`, `banned`…

/** `POST /web-api/bonus-games/{game}/buy`: one play for the game's price in points; answers the game's screen. */
export function buyPlay(game: BonusGameId, key: string, lng: string): Promise<BonusGame> {
  return requestJson(`/web-api/bonus-games/${game}/buy${query({ lng })}`, { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: key }, schema: GameSchema });
}
