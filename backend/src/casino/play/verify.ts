import { ApiError } from '../../errors';
import { commitmentOf } from '../games/fair';
import { replay, type EngineId } from '../games/engines';
import type { RoundRow } from '../games/rows';
import { parseParams } from './rounds';

/**
 * A round checked from its revealed seed (docs/casino-games.md "Verify a round"): the seed's SHA-256
 * against the commitment shown before the round, and the outcome derived again from
 * (serverSeed, clientSeed, nonce) and the bet's parameters against the one the round had.
 */
export const DERIVATION =
  'block(cursor) = HMAC-SHA256(key = serverSeed, message = clientSeed + ":" + nonce + ":" + cursor), cursor = 0, 1, …; ' +
  'each block gives 8 floats of 4 bytes: b0/256 + b1/256^2 + b2/256^3 + b3/256^4; the engine takes them in order (docs/casino-games.md)';

export function verifyRound(round: RoundRow) {
  if (round.status === 'open') throw new ApiError(409, 'The round is not over: its seed is revealed when it ends', { code: 'round_open' });
  if (round.engine === null || round.server_seed === null || round.client_seed === null || round.nonce === null) {
    throw new ApiError(409, 'This round was not decided by our engines', { code: 'not_verifiable' });
  }
  const params = parseParams(round);
  const again = replay(round.engine as EngineId, { serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: round.nonce }, params);
  const stored = JSON.parse(round.outcome ?? 'null') as unknown;
  const commitment = commitmentOf(round.server_seed);
  return {
    roundId: round.id,
    engine: round.engine,
    serverSeed: round.server_seed,
    commitment: round.server_seed_hash,
    commitmentOfSeed: commitment,
    commitmentMatches: commitment === round.server_seed_hash,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    params,
    outcome: again.outcome,
    outcomeMatches: JSON.stringify(again.outcome) === JSON.stringify(stored),
    payoutX100: again.payoutX100,
    derivation: DERIVATION,
  };
}
