import type { Floats } from './fair';
import { pick } from './fair';

/**
 * Keno (docs/casino-games.md "Keno"): the player picks 1 to 10 numbers of 1…80; 20 are drawn. The
 * draw takes 20 floats: a partial Fisher–Yates shuffle of [1, 2, …, 80], step i (0…19) swapping
 * place i with place i + floor(float_i × (80 − i)); the first 20 places are the draw, in order.
 * The pay is KENO_PAYTABLE[picks][hits] stakes. The exact RTP (kenoRtp) is
 * Σ_h P(h hits) × pay, P(h) = C(20, h) × C(60, picks − h) ÷ C(80, picks) (hypergeometric).
 */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/** Pays (stakes) by picks, then by hits (index = hits). */
export const KENO_PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 3.8],
  2: [0, 1, 9.5],
  3: [0, 0, 3, 38.5],
  4: [0, 0, 1.7, 7, 93],
  5: [0, 0, 1, 4, 16, 233],
  6: [0, 0, 0.5, 2, 8, 60, 950],
  7: [0, 0, 0.5, 1.5, 4, 22, 122, 1500],
  8: [0, 0, 0, 1, 2.5, 14, 66, 600, 5500],
  9: [0, 0, 0, 0.5, 2, 6, 32, 250, 2000, 10000],
  10: [0, 0, 0, 0, 1.5, 5, 18.5, 100, 500, 5000, 10000],
};

export interface KenoOutcome {
  picks: number[];
  drawn: number[];
  hits: number[];
  /** The pay × 100 of the stake. */
  payoutX100: number;
}

/** The 20 numbers drawn from the round's floats. */
export function kenoDraw(floats: Floats): number[] {
  const board = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  for (let i = 0; i < KENO_DRAWN; i += 1) {
    const j = i + pick(floats(), KENO_NUMBERS - i);
    const held = board[i] as number;
    board[i] = board[j] as number;
    board[j] = held;
  }
  return board.slice(0, KENO_DRAWN);
}

export const kenoPayX100 = (picks: number, hits: number): number => Math.round((KENO_PAYTABLE[picks]?.[hits] ?? 0) * 100);

export function playKeno(floats: Floats, picks: readonly number[]): KenoOutcome {
  const drawn = kenoDraw(floats);
  const chosen = new Set(picks);
  const hits = drawn.filter((number) => chosen.has(number));
  return { picks: [...picks], drawn, hits, payoutX100: kenoPayX100(picks.length, hits.length) };
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** P(h hits) with `picks` numbers picked. */
export const kenoHitChance = (picks: number, hits: number): number =>
  (choose(KENO_DRAWN, hits) * choose(KENO_NUMBERS - KENO_DRAWN, picks - hits)) / choose(KENO_NUMBERS, picks);

/** The exact return with `picks` numbers picked. */
export function kenoRtp(picks: number): number {
  const pays = KENO_PAYTABLE[picks] ?? [];
  return pays.reduce((sum, pay, hits) => sum + kenoHitChance(picks, hits) * pay, 0);
}
