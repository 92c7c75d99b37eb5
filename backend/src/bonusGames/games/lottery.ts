import { shuffled } from '../draw';
import { invalidMove } from '../errors';
import { drawPrize, expectedPoints, type PrizeId, type PrizeTable } from '../prizes';
import type { GameRules } from './types';

/** What a ticket wins (chance = weight / 100); three equal cells of 9 show the win. */
export const LOTTERY_TABLE: PrizeTable = [
  { prize: 'none', weight: 55 },
  { prize: 'p10', weight: 15 },
  { prize: 'p25', weight: 12 },
  { prize: 'p50', weight: 8 },
  { prize: 'fb100', weight: 6 },
  { prize: 'cb200', weight: 3 },
  { prize: 'fb500', weight: 1 },
];
/** The symbols a ticket is printed with. */
export const LOTTERY_SYMBOLS: readonly PrizeId[] = ['p10', 'p25', 'p50', 'fb100', 'cb200', 'fb500'];

/**
 * The ticket's nine cells: the win three times (if any), the rest filled with other symbols at most
 * twice each, so exactly one prize — or none — shows three times.
 */
export function printTicket(win: PrizeId): PrizeId[] {
  const cells: PrizeId[] = win === 'none' ? [] : [win, win, win];
  const fillers = shuffled(LOTTERY_SYMBOLS.filter((symbol) => symbol !== win).flatMap((symbol) => [symbol, symbol]));
  return shuffled([...cells, ...fillers.slice(0, 9 - cells.length)]);
}

/** The scratch ticket: printed at the start, so the play is over at once; the page scratches the cells open. */
export const lottery: GameRules<{ cells: PrizeId[] }, { cells: PrizeId[] }> = {
  pricePoints: 60,
  terms: { table: LOTTERY_TABLE, cells: 9, match: 3 },
  expectedPoints: expectedPoints(LOTTERY_TABLE),
  draw: () => ({ cells: printTicket(drawPrize(LOTTERY_TABLE)) }),
  start: (secret) => {
    const win = LOTTERY_SYMBOLS.find((symbol) => secret.cells.filter((cell) => cell === symbol).length >= 3) ?? 'none';
    return { state: { cells: secret.cells }, award: { prize: win } };
  },
  move: () => {
    throw invalidMove('A ticket has no moves: it is printed at the start');
  },
  board: (_secret, state) => ({ cells: state.cells }),
};
