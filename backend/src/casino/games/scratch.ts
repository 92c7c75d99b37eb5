import type { Floats } from './fair';

/**
 * The scratch card (docs/casino-games.md "Scratch card"): a 3 × 3 grid. Each of the nine cells,
 * left to right and top to bottom, takes one float and shows the symbol whose weight interval holds
 * float × (sum of weights) (the symbols in SCRATCH_SYMBOLS order). A symbol shown three times or
 * more wins its prize (stakes); several such symbols pay the best one only. The exact RTP
 * (scratchRtp) sums over every count vector (n₁ … n_k) with n₁ + … + n_k = 9 the multinomial
 * probability 9! ÷ Π nᵢ! × Π pᵢ^nᵢ times its prize.
 */
export const SCRATCH_CELLS = 9;

export interface ScratchSymbol {
  name: string;
  weight: number;
  /** Stakes paid for three or more alike. */
  prize: number;
}

export const SCRATCH_SYMBOLS: readonly ScratchSymbol[] = [
  { name: 'coin', weight: 14, prize: 0.5 },
  { name: 'cherry', weight: 13, prize: 0.5 },
  { name: 'clover', weight: 12, prize: 1 },
  { name: 'horseshoe', weight: 11, prize: 1 },
  { name: 'bell', weight: 10, prize: 2 },
  { name: 'heart', weight: 9, prize: 2 },
  { name: 'moon', weight: 8, prize: 3 },
  { name: 'gem', weight: 7, prize: 5 },
  { name: 'crown', weight: 6, prize: 8 },
  { name: 'rocket', weight: 4, prize: 15 },
  { name: 'star', weight: 3, prize: 42 },
  { name: 'seven', weight: 2, prize: 100 },
];

const TOTAL_WEIGHT = SCRATCH_SYMBOLS.reduce((sum, symbol) => sum + symbol.weight, 0);

export interface ScratchOutcome {
  /** Symbol indices, row by row. */
  cells: number[];
  /** The winning symbol and the cells that show it, or null. */
  win: { symbol: number; cells: number[] } | null;
  payoutX100: number;
}

function symbolOf(float: number): number {
  let at = float * TOTAL_WEIGHT;
  for (let index = 0; index < SCRATCH_SYMBOLS.length; index += 1) {
    at -= SCRATCH_SYMBOLS[index]?.weight ?? 0;
    if (at < 0) return index;
  }
  return SCRATCH_SYMBOLS.length - 1;
}

/** The best prize of a card's symbol counts. */
function bestOf(counts: readonly number[]): number {
  return counts.reduce((best, count, symbol) => (count >= 3 && (SCRATCH_SYMBOLS[symbol]?.prize ?? 0) > (SCRATCH_SYMBOLS[best]?.prize ?? -1) ? symbol : best), -1);
}

export function playScratch(floats: Floats): ScratchOutcome {
  const cells = Array.from({ length: SCRATCH_CELLS }, () => symbolOf(floats()));
  const counts = SCRATCH_SYMBOLS.map((_, symbol) => cells.filter((cell) => cell === symbol).length);
  const best = bestOf(counts);
  if (best < 0) return { cells, win: null, payoutX100: 0 };
  const prize = SCRATCH_SYMBOLS[best]?.prize ?? 0;
  return {
    cells,
    win: { symbol: best, cells: cells.flatMap((cell, index) => (cell === best ? [index] : [])) },
    payoutX100: Math.round(prize * 100),
  };
}

/** The exact return and the chance that a card wins anything. */
export function scratchRtp(): { rtp: number; winChance: number } {
  const p = SCRATCH_SYMBOLS.map((symbol) => symbol.weight / TOTAL_WEIGHT);
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  let rtp = 0;
  let winChance = 0;
  const counts: number[] = [];
  const walk = (symbol: number, left: number) => {
    if (symbol === SCRATCH_SYMBOLS.length - 1) {
      counts[symbol] = left;
      let chance = factorial(SCRATCH_CELLS);
      counts.forEach((n, index) => (chance *= (p[index] ?? 0) ** n / factorial(n)));
      const best = bestOf(counts);
      if (best >= 0) {
        rtp += chance * (SCRATCH_SYMBOLS[best]?.prize ?? 0);
        winChance += chance;
      }
      return;
    }
    for (let n = 0; n <= left; n += 1) {
      counts[symbol] = n;
      walk(symbol + 1, left - n);
    }
  };
  walk(0, SCRATCH_CELLS);
  return { rtp, winChance };
}
