/**
 * The slot's definition (docs/casino-games.md "Slot"): 5 reels, 3 rows, 20 paylines paid left to
 * right, a wild that stands for every symbol but the scatter (and pays itself), a scatter that pays
 * anywhere on the screen and starts free spins. Everything the engine, the exact RTP (slotRtp.ts),
 * the page and the bench read is here; nothing in it is tuned at run time.
 */
export interface SlotSymbol {
  /** A stable name (the page draws it, the outcome names it by index). */
  name: string;
  /** Pay for 0…5 alike from the left, in line bets (index = how many). */
  pays: readonly [0, 0, number, number, number, number];
}

export interface SlotModel {
  id: string;
  symbols: readonly SlotSymbol[];
  /** Index of the wild and of the scatter in `symbols`. */
  wild: number;
  scatter: number;
  /** One strip a reel; each stop shows strip[stop], strip[stop + 1], strip[stop + 2] (wrapping) top to bottom. */
  reels: readonly (readonly number[])[];
  rows: number;
  /** Each payline: the row (0 top … 2 bottom) it crosses on each reel. */
  lines: readonly (readonly number[])[];
  /** Scatters anywhere on the screen pay this many total bets (index = how many). */
  scatterPays: readonly number[];
  /** Free spins awarded for this many scatters (index = how many); also during free spins (retrigger). */
  freeSpins: readonly number[];
  /** Every win during free spins is multiplied by this. */
  freeSpinMultiplier: number;
  /** A safety stop: never more free spins than this in one round (the RTP's formula ignores it: its effect is below 10⁻¹²). */
  maxFreeSpins: number;
}

const s = (name: string, p3: number, p4: number, p5: number, p2 = 0): SlotSymbol => ({ name, pays: [0, 0, p2, p3, p4, p5] });

/** The symbols, highest first after the two special ones. */
export const SLOT_SYMBOLS: readonly SlotSymbol[] = [
  s('wild', 21, 50, 200),
  s('scatter', 0, 0, 0),
  s('seven', 12, 40, 120),
  s('bar', 8, 25, 75),
  s('bell', 6, 18, 50),
  s('plum', 4, 10, 30),
  s('lemon', 4, 8, 25),
  s('cherry', 3, 6, 20, 1),
];

const W = 0;
const S = 1;

/** The 20 paylines (rows per reel). */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/**
 * A strip from how many of each symbol it holds: every symbol spread evenly along it (a symbol
 * with c copies on a strip of n sits about n / c apart), so the scatter never shows twice on one
 * reel's screen when it has at most n / 3 copies.
 */
export function buildStrip(counts: readonly number[]): number[] {
  const length = counts.reduce((sum, count) => sum + count, 0);
  const keyed = counts.flatMap((count, symbol) =>
    Array.from({ length: count }, (_, copy) => ({ symbol, key: (copy + 0.5 + symbol / (counts.length + 1)) / count })),
  );
  keyed.sort((a, b) => a.key - b.key || a.symbol - b.symbol);
  if (keyed.length !== length) throw new Error('strip length');
  return keyed.map((entry) => entry.symbol);
}

/** How many of each symbol (wild, scatter, seven, bar, bell, plum, lemon, cherry) each reel holds: 30 stops a reel. */
export const SLOT_REEL_COUNTS: readonly (readonly number[])[] = [
  [3, 2, 2, 3, 4, 5, 5, 6],
  [3, 1, 2, 3, 4, 5, 6, 6],
  [3, 2, 2, 3, 4, 5, 5, 6],
  [3, 1, 2, 3, 4, 5, 6, 6],
  [3, 2, 2, 3, 4, 5, 5, 6],
];

export const SLOT_MODEL: SlotModel = {
  id: 'slot-20',
  symbols: SLOT_SYMBOLS,
  wild: W,
  scatter: S,
  reels: SLOT_REEL_COUNTS.map(buildStrip),
  rows: 3,
  lines: SLOT_LINES,
  scatterPays: [0, 0, 0, 1, 5, 25],
  freeSpins: [0, 0, 0, 5, 8, 12],
  freeSpinMultiplier: 1,
  maxFreeSpins: 1000,
};
