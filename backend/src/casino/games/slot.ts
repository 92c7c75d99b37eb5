import type { Floats } from './fair';
import { pick } from './fair';
import type { SlotModel } from './slotModel';

/**
 * The slot engine: a pure function of the round's floats (fair.ts). A spin takes five floats, one a
 * reel, each giving the reel's stop floor(float × strip length). The screen's row r of reel i is
 * strip_i[(stop_i + r) mod length]. Then:
 * - each payline pays the best of (a) the wilds from the left alone and (b) the first other symbol
 *   from the left with the wilds standing for it, counted while the line holds it or a wild — both
 *   by the symbol's pays, in line bets (line bet = stake ÷ lines); the scatter breaks a line;
 * - scatters anywhere pay scatterPays[count] stakes and award freeSpins[count] spins;
 * - free spins are played right after, each with the next five floats, every win × the multiplier,
 *   and award more spins the same way.
 * The round pays the sum, as a multiple of the stake in hundredths (payoutX100); the win is
 * floor(stake × payoutX100 / 100) in minor units.
 */
export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** In line bets, before any free-spin multiplier. */
  pay: number;
}

export interface SlotSpin {
  stops: number[];
  /** grid[row][reel]: symbol indices. */
  grid: number[][];
  lineWins: LineWin[];
  scatters: number;
  /** The spin's win in line bets (scatter pay included, free-spin multiplier included). */
  winLineBets: number;
  freeSpinsAwarded: number;
}

export interface SlotOutcome {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  payoutX100: number;
}

/** The best pay of one line's five symbols, or null. */
export function evaluateLine(model: SlotModel, symbols: readonly number[]): { symbol: number; count: number; pay: number } | null {
  const { wild, scatter } = model;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  const wildPay = model.symbols[wild]?.pays[wilds] ?? 0;
  const first = symbols[wilds];
  let best: { symbol: number; count: number; pay: number } | null = wildPay > 0 ? { symbol: wild, count: wilds, pay: wildPay } : null;
  if (first !== undefined && first !== scatter) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count += 1;
    const pay = model.symbols[first]?.pays[count] ?? 0;
    if (pay > (best?.pay ?? 0)) best = { symbol: first, count, pay };
  }
  return best;
}

/** One spin from the next five floats; `multiplier` 1 in the base game. */
export function spin(model: SlotModel, floats: Floats, multiplier: number): SlotSpin {
  const stops = model.reels.map((strip) => pick(floats(), strip.length));
  const grid = Array.from({ length: model.rows }, (_, row) =>
    model.reels.map((strip, reel) => strip[((stops[reel] ?? 0) + row) % strip.length] ?? 0),
  );
  const lineWins: LineWin[] = [];
  model.lines.forEach((rows, line) => {
    const win = evaluateLine(model, rows.map((row, reel) => grid[row]?.[reel] ?? 0));
    if (win) lineWins.push({ line, ...win });
  });
  const scatters = grid.reduce((sum, row) => sum + row.filter((symbol) => symbol === model.scatter).length, 0);
  const linePays = lineWins.reduce((sum, win) => sum + win.pay, 0);
  const scatterPay = (model.scatterPays[scatters] ?? model.scatterPays[model.scatterPays.length - 1] ?? 0) * model.lines.length;
  const freeSpinsAwarded = model.freeSpins[Math.min(scatters, model.freeSpins.length - 1)] ?? 0;
  return { stops, grid, lineWins, scatters, winLineBets: (linePays + scatterPay) * multiplier, freeSpinsAwarded };
}

/** A whole round: the base spin and every free spin it leads to. */
export function playSlot(model: SlotModel, floats: Floats): SlotOutcome {
  const base = spin(model, floats, 1);
  const freeSpins: SlotSpin[] = [];
  let left = base.freeSpinsAwarded;
  while (left > 0 && freeSpins.length < model.maxFreeSpins) {
    const free = spin(model, floats, model.freeSpinMultiplier);
    freeSpins.push(free);
    left += free.freeSpinsAwarded - 1;
  }
  const lineBets = base.winLineBets + freeSpins.reduce((sum, free) => sum + free.winLineBets, 0);
  // Lines divide 100 (10, 20, 25 lines): the payout in hundredths of the stake is whole.
  return { base, freeSpins, payoutX100: (lineBets * 100) / model.lines.length };
}
