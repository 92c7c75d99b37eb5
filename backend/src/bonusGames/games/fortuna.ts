import { drawWeighted } from '../draw';
import { invalidMove } from '../errors';
import { expectedPoints, type PrizeTable } from '../prizes';
import type { GameRules } from './types';

/** The wheel's ten sectors clockwise from the top, each with its weight (chance = weight / 100). */
export const FORTUNA_SECTORS: PrizeTable = [
  { prize: 'p10', weight: 18 },
  { prize: 'none', weight: 20 },
  { prize: 'p25', weight: 14 },
  { prize: 'fb100', weight: 10 },
  { prize: 'p50', weight: 8 },
  { prize: 'none', weight: 15 },
  { prize: 'cb200', weight: 7 },
  { prize: 'p100', weight: 4 },
  { prize: 'fb500', weight: 3 },
  { prize: 'cb1000', weight: 1 },
];

/** The wheel of fortune: the spin is the start; the drawn sector is the prize. */
export const fortuna: GameRules<{ sector: number }, { sector: number }> = {
  pricePoints: 150,
  terms: { table: FORTUNA_SECTORS },
  expectedPoints: expectedPoints(FORTUNA_SECTORS),
  draw: () => ({ sector: drawWeighted(FORTUNA_SECTORS.map((row) => row.weight)) }),
  start: (secret) => ({ state: { sector: secret.sector }, award: { prize: FORTUNA_SECTORS[secret.sector]!.prize } }),
  move: () => {
    throw invalidMove('The wheel has no moves: the spin is the play');
  },
  board: (_secret, state) => ({ sector: state.sector }),
};
