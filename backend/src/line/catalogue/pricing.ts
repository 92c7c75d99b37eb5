import { mulberry32, hashSeed } from '../../rng';
import { playToEnd, type SimState } from '../simulator/state';
import type { SportModel } from '../simulator/sports';
import { parseSpec, settleSpec } from './specs';

/**
 * Prices from probabilities: each of a game's outcomes is priced by playing the rest of the game
 * `SAMPLES` times (the simulator's own steps) and settling the outcome on each ending. The same
 * random stream for a game every time (common random numbers), so prices move with the state, not
 * with noise. A ~5% margin is kept: price = 1 / (p × 1.05), within 1.01–100, 2 decimals.
 */
export const MARGIN = 1.05;
export const SAMPLES = 200;
const MIN_PRICE = 1.01;
const MAX_PRICE = 100;

export function priceOf(probability: number): number {
  const p = Math.min(0.995, Math.max(1 / (MAX_PRICE * MARGIN), probability));
  const coef = 1 / (p * MARGIN);
  return Math.round(Math.min(MAX_PRICE, Math.max(MIN_PRICE, coef)) * 100) / 100;
}

/** The probability of each spec (won / not void) over the sampled endings of the game from its state. */
export function probabilities(state: SimState, model: SportModel, specs: readonly string[], gameId: number, samples = SAMPLES): number[] {
  const parsed = specs.map(parseSpec);
  const won = new Array<number>(specs.length).fill(0);
  const settled = new Array<number>(specs.length).fill(0);
  const rng = mulberry32(hashSeed(0x5eed, gameId));
  for (let i = 0; i < samples; i += 1) {
    const end = playToEnd(state, model, rng);
    parsed.forEach((spec, index) => {
      const result = settleSpec(spec, end);
      if (result === 'void') return;
      settled[index] = (settled[index] ?? 0) + 1;
      if (result === 'won') won[index] = (won[index] ?? 0) + 1;
    });
  }
  // Laplace smoothing keeps a never-seen outcome from a 0 probability.
  return parsed.map((_, index) => ((won[index] ?? 0) + 0.5) / ((settled[index] ?? 0) + 1));
}

export const pricesFor = (state: SimState, model: SportModel, specs: readonly string[], gameId: number, samples = SAMPLES): number[] =>
  probabilities(state, model, specs, gameId, samples).map(priceOf);
