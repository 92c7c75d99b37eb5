/**
 * European roulette (single zero), pure (docs/casino-tables-api.md "Roulette"). A position covers a
 * set of numbers; a covered number returns the stake × 36 / (numbers covered): straight 35 to 1,
 * split 17, street 11, corner (and the first four, `corner:0` = 0-1-2-3) 8, line 5, dozen and column
 * 2, red/black/odd/even/low/high 1 — zero covers none of the even-money bets, so they lose on it.
 */
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteColor = 'red' | 'black' | 'green';
export interface RouletteOutcome {
  number: number;
  color: RouletteColor;
}

export const colorOf = (n: number): RouletteColor => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');
export const rouletteOutcome = (n: number): RouletteOutcome => ({ number: n, color: colorOf(n) });

/** The wheel's number from the round's first fair float. */
export const spinRoulette = (float: number): RouletteOutcome => rouletteOutcome(Math.floor(float * 37));

const range = (from: number, count: number, step = 1) => Array.from({ length: count }, (_, i) => from + i * step);
const ONE_TO_36 = range(1, 36);
const int = (text: string | undefined): number | null => (text !== undefined && /^(0|[1-9][0-9]?)$/.test(text) ? Number(text) : null);

const EVEN_MONEY: Readonly<Record<string, (n: number) => boolean>> = {
  red: (n) => RED_NUMBERS.has(n),
  black: (n) => !RED_NUMBERS.has(n),
  odd: (n) => n % 2 === 1,
  even: (n) => n % 2 === 0,
  low: (n) => n <= 18,
  high: (n) => n >= 19,
};

function splitNumbers(arg: string): number[] | null {
  const [a, b] = arg.split('-').map((part) => int(part));
  if (a === null || b === null || a === undefined || b === undefined || a >= b || b > 36) return null;
  // Beside each other on the layout: zero with 1, 2, 3; along a row (not across the 3rd column); along a column.
  const adjacent = a === 0 ? b <= 3 : (b === a + 1 && a % 3 !== 0) || b === a + 3;
  return adjacent ? [a, b] : null;
}

/** The numbers a position covers, or null when it is not a position of the layout. */
export function coveredNumbers(position: string): number[] | null {
  const even = EVEN_MONEY[position];
  if (even) return ONE_TO_36.filter(even);
  const [type, arg, extra] = position.split(':');
  if (extra !== undefined || arg === undefined) return null;
  if (type === 'split') return splitNumbers(arg);
  const n = int(arg);
  if (n === null) return null;
  switch (type) {
    case 'straight':
      return n <= 36 ? [n] : null;
    case 'street':
      return n >= 1 && n <= 34 && n % 3 === 1 ? range(n, 3) : null;
    case 'corner':
      if (n === 0) return [0, 1, 2, 3];
      return n >= 1 && n <= 32 && n % 3 !== 0 ? [n, n + 1, n + 3, n + 4] : null;
    case 'line':
      return n >= 1 && n <= 31 && n % 3 === 1 ? range(n, 6) : null;
    case 'dozen':
      return n >= 1 && n <= 3 ? range(12 * (n - 1) + 1, 12) : null;
    case 'column':
      return n >= 1 && n <= 3 ? range(n, 12, 3) : null;
    default:
      return null;
  }
}

/** What a roulette bet returns (stake included; 0 when it lost). The position must be valid. */
export function rouletteReturn(position: string, stakeMinor: number, outcome: RouletteOutcome): number {
  const covered = coveredNumbers(position) ?? [];
  return covered.includes(outcome.number) ? (stakeMinor * 36) / covered.length : 0;
}
