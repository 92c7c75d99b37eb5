import { IDEMPOTENCY_HEADER } from '@/lib/config/backend';
import { query, requestJson } from '../http';
import { TournamentDetailSchema, type TournamentDetail } from './tournament';

/**
 * `POST /web-api/casino/tournaments/{id}/join` with an Idempotency-Key (docs/tournaments-api.md): the
 * player opts in; answers the tournament's page with his `me`. Joining twice keeps the first join.
 * Refusals are ApiErrors: `tournament_finished`, `self_excluded`, `time_out`, `blocked`, `banned`.
 */
export function joinTournament(id: number, idempotencyKey: string, lng: string): Promise<TournamentDetail> {
  return requestJson(`/web-api/casino/tournaments/${id}/join${query({ lng })}`, {
    method: 'POST',
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: TournamentDetailSchema,
  });
}
