import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { query, requestJson } from '../http';
import { PlaySchema, type BonusGameId, type Play } from './schemas';

// Each call carries an Idempotency-Key: the same key answers the first call again (a retry after a
// lost answer plays once). Refusals are ApiErrors (docs/bonus-games-api.md "Errors").

/** `POST /web-api/bonus-games/{game}/plays`: starts a play (the wheel and the ticket are over at once). */
export function startPlay(game: BonusGameId, key: string, lng: string): Promise<Play> {
  return requestJson(`/web-api/bonus-games/${game}/plays${query({ lng })}`, { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: key }, schema: PlaySchema });
}
