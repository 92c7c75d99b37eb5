import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { query, requestJson } from '../http';
import { PlaySchema, type BonusGameId, type Play } from './schemas';

// Each call carries an Idempotency-Key: the same key answers the first call again (a retry after a
// lost answer plays once). Refusals are ApiErrors (docs/bonus-games-api.md "Errors").

/** `POST /web-api/bonus-games/{game}/plays/{playId}/moves`: a pick, a card, a code, an egg or collecting. */
export function makeMove(game: BonusGameId, playId: number, move: Record<string, number | boolean>, key: string, lng: string): Promise<Play> {
  return requestJson(`/web-api/bonus-games/${game}/plays/${playId}/moves${query({ lng })}`, {
    method: 'POST',
    body: move,
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: PlaySchema,
  });
}
