import { colorOf, type RouletteColor } from './roulette';

export type TableKind = 'roulette' | 'blackjack' | 'baccarat';

/** A bet position's words: a message key of the `tables.position` messages and its values. */
export type PositionLabel =
  | { key: 'straight'; number: number; color: RouletteColor }
  | { key: 'split' | 'corner' | 'street' | 'line'; numbers: string }
  | { key: 'dozen' | 'column'; n: number }
  | { key: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' }
  | { key: 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair' | 'main' }
  | { key: 'unknown'; position: string };

const SIMPLE = new Set(['red', 'black', 'odd', 'even', 'low', 'high', 'player', 'banker', 'tie', 'playerPair', 'bankerPair', 'main']);

/** The numbers a multi-number position covers, from its name's first number (docs/casino-tables-api.md "Positions"). */
function covered(kind: string, rest: string): number[] {
  if (kind === 'split') return rest.split('-').map(Number);
  const first = Number(rest);
  if (kind === 'street') return [first, first + 1, first + 2];
  if (kind === 'line') return Array.from({ length: 6 }, (_, i) => first + i);
  return [first, first + 1, first + 3, first + 4];
}

/** What to call a position (`straight:17`, `dozen:2`, `banker`…) in the player's language. */
export function positionLabel(position: string): PositionLabel {
  if (SIMPLE.has(position)) return { key: position } as PositionLabel;
  const [kind = '', rest = ''] = position.split(':');
  if (kind === 'straight' && /^\d+$/.test(rest)) {
    const number = Number(rest);
    return { key: 'straight', number, color: colorOf(number) };
  }
  if ((kind === 'dozen' || kind === 'column') && /^[123]$/.test(rest)) return { key: kind, n: Number(rest) };
  if ((kind === 'split' || kind === 'street' || kind === 'corner' || kind === 'line') && /^\d+(-\d+)?$/.test(rest)) {
    return { key: kind, numbers: covered(kind, rest).join(', ') };
  }
  return { key: 'unknown', position };
}

/** Payout to 1 of a position (docs/casino-tables-api.md "Payouts"), for the felt's hints. */
export function payoutOf(position: string): number {
  const kind = position.split(':')[0];
  const table: Record<string, number> = {
    straight: 35, split: 17, street: 11, corner: 8, line: 5, dozen: 2, column: 2,
    red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1,
    player: 1, banker: 0.95, tie: 8, playerPair: 11, bankerPair: 11, main: 1,
  };
  return table[kind ?? ''] ?? 0;
}

export const BACCARAT_POSITIONS = ['playerPair', 'player', 'tie', 'banker', 'bankerPair'] as const;
