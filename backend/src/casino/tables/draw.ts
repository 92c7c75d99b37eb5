import { fairBlock, fairFloats, floatOfBlock, FLOATS_PER_BLOCK, type Floats } from '../games/fair';
import { dealBaccarat, type BaccaratOutcome } from './baccarat';
import { dealerPlays, type BlackjackOutcome } from './blackjack';
import { cardOfFloat } from './cards';
import { spinRoulette, type RouletteOutcome } from './roulette';

/**
 * A table round's provably fair draw (docs/casino-tables-api.md "Fairness"): the round's server
 * seed, the client seed `table-<tableId>` and the round number as nonce give the floats of
 * casino/games/fair.ts. Roulette: the number is floor(float 0 × 37). Baccarat: card k of the coup
 * is float k, in deal order (player, banker, player, banker, then the player's and the banker's third
 * cards when drawn). Blackjack: the dealer's cards are floats 0, 1, 2, … (blocks 0–99; the first is
 * the up card, shown while the hands decide); the hands share one sequence that starts at block 100
 * (PLAYER_BLOCK): card k of it is float k % 8 of block 100 + floor(k / 8), taken in the order the
 * cards are dealt — two per hand at the close in the order the hands bet, then one per hit or double
 * in the order they arrive. The dealer's cards therefore never depend on what the hands do.
 */
export const PLAYER_BLOCK = 100;

export interface FairRound {
  table_id: number;
  number: number;
  server_seed: string;
}

export const clientSeedOf = (tableId: number): string => `table-${tableId}`;

export const roundFloats = (round: FairRound): Floats =>
  fairFloats({ serverSeed: round.server_seed, clientSeed: clientSeedOf(round.table_id), nonce: round.number });

const cards = (floats: Floats) => () => cardOfFloat(floats());

export const drawRoulette = (round: FairRound): RouletteOutcome => spinRoulette(roundFloats(round)());

export const drawBaccarat = (round: FairRound): BaccaratOutcome => dealBaccarat(cards(roundFloats(round)));

export const drawDealer = (round: FairRound): BlackjackOutcome => dealerPlays(cards(roundFloats(round)));

/** The dealer's up card: the first of his cards. */
export const dealerUpCard = (round: FairRound): string => cardOfFloat(roundFloats(round)());

/** Card k of the hands' shared sequence. */
export function playerCard(round: FairRound, k: number): string {
  const block = fairBlock(round.server_seed, clientSeedOf(round.table_id), round.number, PLAYER_BLOCK + Math.floor(k / FLOATS_PER_BLOCK));
  return cardOfFloat(floatOfBlock(block, k % FLOATS_PER_BLOCK));
}
