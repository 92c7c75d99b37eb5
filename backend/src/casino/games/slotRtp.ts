import { evaluateLine } from './slot';
import type { SlotModel } from './slotModel';

/**
 * The slot's theoretical RTP, computed exactly from its definition (no simulation):
 *
 * - Each reel stops uniformly, so any one screen row of reel i shows symbol s with probability
 *   (copies of s on strip i) ÷ (strip length); the five cells of a payline are on five reels, so
 *   they are independent. E_line = Σ over every 5-tuple of symbols of P(tuple) × pay(tuple), in
 *   line bets; with `lines` lines of stake ÷ lines each, the lines return E_line stakes per spin
 *   (lines overlap, but expectation is linear).
 * - P(k scatters on screen) is the convolution over the reels of each reel's distribution of
 *   scatters in its three-row window, counted over all of its stops. E_scatter = Σ_k P(k) × scatterPays[k].
 * - One spin returns E_spin = E_line + E_scatter stakes and awards A = Σ_k P(k) × freeSpins[k]
 *   free spins on average. Free spins award spins the same way, so one awarded spin leads to
 *   τ = 1 ÷ (1 − A) spins in all (A < 1), each returning multiplier × E_spin.
 * - RTP = E_spin × (1 + multiplier × A × τ).
 */
export interface SlotRtp {
  rtp: number;
  lineReturn: number;
  scatterReturn: number;
  /** Return of the free spins alone. */
  freeSpinReturn: number;
  /** Probability that a spin starts free spins. */
  freeSpinChance: number;
  /** Expected free spins a base spin leads to. */
  expectedFreeSpins: number;
  /** Probability that a payline pays anything. */
  lineHitChance: number;
}

function symbolOdds(model: SlotModel, reel: readonly number[]): number[] {
  const odds = new Array<number>(model.symbols.length).fill(0);
  for (const symbol of reel) odds[symbol] = (odds[symbol] ?? 0) + 1 / reel.length;
  return odds;
}

/** P(k scatters on the screen), k = 0 … reels × rows. */
export function scatterOdds(model: SlotModel): number[] {
  let total = [1];
  for (const strip of model.reels) {
    const own = new Array<number>(model.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < model.rows; row += 1) if (strip[(stop + row) % strip.length] === model.scatter) count += 1;
      own[count] = (own[count] ?? 0) + 1 / strip.length;
    }
    const next = new Array<number>(total.length + model.rows).fill(0);
    total.forEach((p, k) => own.forEach((q, j) => (next[k + j] = (next[k + j] ?? 0) + p * q)));
    total = next;
  }
  return total;
}

export function slotRtp(model: SlotModel): SlotRtp {
  const odds = model.reels.map((reel) => symbolOdds(model, reel));
  const n = model.symbols.length;
  let lineReturn = 0;
  let lineHit = 0;
  const tuple = [0, 0, 0, 0, 0];
  const walk = (reel: number, p: number) => {
    if (p === 0) return;
    if (reel === model.reels.length) {
      const pay = evaluateLine(model, tuple)?.pay ?? 0;
      lineReturn += p * pay;
      if (pay > 0) lineHit += p;
      return;
    }
    for (let symbol = 0; symbol < n; symbol += 1) {
      tuple[reel] = symbol;
      walk(reel + 1, p * (odds[reel]?.[symbol] ?? 0));
    }
  };
  walk(0, 1);
  const scatters = scatterOdds(model);
  const last = (list: readonly number[], k: number) => list[Math.min(k, list.length - 1)] ?? 0;
  const scatterReturn = scatters.reduce((sum, p, k) => sum + p * last(model.scatterPays, k), 0);
  const awarded = scatters.reduce((sum, p, k) => sum + p * last(model.freeSpins, k), 0);
  const freeSpinChance = scatters.reduce((sum, p, k) => sum + (last(model.freeSpins, k) > 0 ? p : 0), 0);
  if (awarded >= 1) throw new Error('free spins would never end');
  const spinReturn = lineReturn + scatterReturn;
  const expectedFreeSpins = awarded / (1 - awarded);
  const freeSpinReturn = spinReturn * model.freeSpinMultiplier * expectedFreeSpins;
  return {
    rtp: spinReturn + freeSpinReturn,
    lineReturn,
    scatterReturn,
    freeSpinReturn,
    freeSpinChance,
    expectedFreeSpins,
    lineHitChance: lineHit,
  };
}
