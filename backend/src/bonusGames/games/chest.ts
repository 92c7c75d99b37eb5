import { z } from 'zod';
import { parseWith } from '../../validate';
import { drawPrize, expectedPoints, type PrizeId, type PrizeTable } from '../prizes';
import type { GameRules } from './types';

/** Each chest's prize is drawn from this table on its own (chance = weight / 100). */
export const CHEST_TABLE: PrizeTable = [
  { prize: 'none', weight: 25 },
  { prize: 'p25', weight: 25 },
  { prize: 'p50', weight: 20 },
  { prize: 'fb100', weight: 15 },
  { prize: 'cb200', weight: 10 },
  { prize: 'fb500', weight: 4 },
  { prize: 'cb1000', weight: 1 },
];

const Move = z.strictObject({ chest: z.number().int().min(0).max(2) });

/** Three chests, their prizes drawn and committed at the start; the player opens one, the others are shown after. */
export const chest: GameRules<{ prizes: PrizeId[] }, { picked: number | null }> = {
  pricePoints: 200,
  terms: { table: CHEST_TABLE, chests: 3 },
  expectedPoints: expectedPoints(CHEST_TABLE),
  draw: () => ({ prizes: [0, 1, 2].map(() => drawPrize(CHEST_TABLE)) }),
  start: () => ({ state: { picked: null }, award: null }),
  move: (secret, _state, body) => {
    const { chest: picked } = parseWith(Move, body, 'body');
    return { state: { picked }, award: { prize: secret.prizes[picked]! } };
  },
  board: (secret, state, finished) => ({ chests: 3, picked: state.picked, prizes: finished ? secret.prizes : null }),
};
