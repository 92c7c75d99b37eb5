import { z } from 'zod';
import { crashPayoutX100, crashRtp, CRASH_GROWTH_PER_MS, CRASH_RTP_PERCENT, MAX_CASHOUT_X100, MIN_CASHOUT_X100, playCrash, type CrashOutcome } from './crash';
import { fairFloats, type FairInput, type Floats } from './fair';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE, kenoRtp, playKeno, type KenoOutcome } from './keno';
import { SCRATCH_CELLS, SCRATCH_SYMBOLS, playScratch, scratchRtp, type ScratchOutcome } from './scratch';
import { playSlot, type SlotOutcome } from './slot';
import { SLOT_MODEL } from './slotModel';
import { slotRtp } from './slotRtp';

/**
 * The four engines behind one shape (docs/casino-games.md): each is a pure function from the
 * round's floats (fair.ts) and the bet's parameters to an outcome and its pay (× 100 of the stake),
 * with its theoretical RTP computed from its definition. How a round ends differs:
 * - `at-once` (slot, keno): the round is settled in the request that stakes it;
 * - `on-reveal` (scratch card): settled when the player has scratched it (or by the sweep);
 * - `curve` (crash): settled at the player's cash-out, at the automatic cash-out, or when the
 *   curve crashes — each decided on the backend clock (or by the sweep).
 */
export const ENGINE_IDS = ['slot', 'crash', 'keno', 'scratch'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];
export type Settles = 'at-once' | 'on-reveal' | 'curve';

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const CrashParamsSchema = z.strictObject({
  /** The automatic cash-out, a multiplier with at most 2 decimals (1.01 … 1000). */
  autoCashout: z
    .number()
    .min(MIN_CASHOUT_X100 / 100)
    .max(MAX_CASHOUT_X100 / 100)
    .refine(twoDecimals, 'at most 2 decimals'),
});
export const KenoParamsSchema = z.strictObject({
  picks: z
    .array(z.number().int().min(1).max(KENO_NUMBERS))
    .min(1)
    .max(KENO_MAX_PICKS)
    .refine((picks) => new Set(picks).size === picks.length, 'each number once'),
});
const NoParamsSchema = z.strictObject({});

export type CrashParams = z.output<typeof CrashParamsSchema>;
export type KenoParams = z.output<typeof KenoParamsSchema>;
export type EngineParams = CrashParams | KenoParams | Record<string, never>;
export type EngineOutcome = SlotOutcome | CrashOutcome | KenoOutcome | ScratchOutcome;

export interface Engine {
  id: EngineId;
  settles: Settles;
  paramsSchema: z.ZodType<EngineParams>;
  /** The outcome and what it pays (× 100 of the stake) when the round ends the ordinary way. */
  play(floats: Floats, params: EngineParams): { outcome: EngineOutcome; payoutX100: number };
  /** The theoretical RTP for these parameters (exact, from the definition). */
  rtp(params?: EngineParams): number;
  /** What the page shows: paytables, rules, the RTP. */
  rules(): Record<string, unknown>;
}

const slotTheory = slotRtp(SLOT_MODEL);
const scratchTheory = scratchRtp();
/** Keno's RTP with every count of picks equally likely (the bench plays it so). */
const kenoAverage = Array.from({ length: KENO_MAX_PICKS }, (_, index) => kenoRtp(index + 1)).reduce((a, b) => a + b, 0) / KENO_MAX_PICKS;

export const ENGINES: Readonly<Record<EngineId, Engine>> = {
  slot: {
    id: 'slot',
    settles: 'at-once',
    paramsSchema: NoParamsSchema,
    play: (floats) => {
      const outcome = playSlot(SLOT_MODEL, floats);
      return { outcome, payoutX100: outcome.payoutX100 };
    },
    rtp: () => slotTheory.rtp,
    rules: () => ({
      rtp: slotTheory.rtp,
      reels: SLOT_MODEL.reels.length,
      rows: SLOT_MODEL.rows,
      lines: SLOT_MODEL.lines,
      symbols: SLOT_MODEL.symbols.map((symbol) => ({ name: symbol.name, pays: symbol.pays.slice(2) })),
      wild: SLOT_MODEL.wild,
      scatter: SLOT_MODEL.scatter,
      scatterPays: SLOT_MODEL.scatterPays,
      freeSpins: SLOT_MODEL.freeSpins,
      freeSpinMultiplier: SLOT_MODEL.freeSpinMultiplier,
      freeSpinChance: slotTheory.freeSpinChance,
      strips: SLOT_MODEL.reels,
    }),
  },
  crash: {
    id: 'crash',
    settles: 'curve',
    paramsSchema: CrashParamsSchema,
    play: (floats, params) => {
      const outcome = playCrash(floats);
      return { outcome, payoutX100: crashPayoutX100(outcome, autoCashoutX100(params)) };
    },
    rtp: (params) => crashRtp(params && 'autoCashout' in params ? autoCashoutX100(params) : 200),
    rules: () => ({
      rtp: CRASH_RTP_PERCENT / 100,
      growthPerMs: CRASH_GROWTH_PER_MS,
      minCashout: MIN_CASHOUT_X100 / 100,
      maxCashout: MAX_CASHOUT_X100 / 100,
    }),
  },
  keno: {
    id: 'keno',
    settles: 'at-once',
    paramsSchema: KenoParamsSchema,
    play: (floats, params) => {
      const outcome = playKeno(floats, 'picks' in params ? params.picks : []);
      return { outcome, payoutX100: outcome.payoutX100 };
    },
    rtp: (params) => (params && 'picks' in params ? kenoRtp(params.picks.length) : kenoAverage),
    rules: () => ({
      rtp: kenoAverage,
      rtpByPicks: Object.fromEntries(Array.from({ length: KENO_MAX_PICKS }, (_, index) => [index + 1, kenoRtp(index + 1)])),
      numbers: KENO_NUMBERS,
      drawn: KENO_DRAWN,
      maxPicks: KENO_MAX_PICKS,
      paytable: KENO_PAYTABLE,
    }),
  },
  scratch: {
    id: 'scratch',
    settles: 'on-reveal',
    paramsSchema: NoParamsSchema,
    play: (floats) => {
      const outcome = playScratch(floats);
      return { outcome, payoutX100: outcome.payoutX100 };
    },
    rtp: () => scratchTheory.rtp,
    rules: () => ({
      rtp: scratchTheory.rtp,
      winChance: scratchTheory.winChance,
      cells: SCRATCH_CELLS,
      symbols: SCRATCH_SYMBOLS.map((symbol) => ({ name: symbol.name, prize: symbol.prize, weight: symbol.weight })),
    }),
  },
};

/** The automatic cash-out of a crash bet, × 100. */
export function autoCashoutX100(params: EngineParams): number {
  return 'autoCashout' in params ? Math.round(params.autoCashout * 100) : MAX_CASHOUT_X100;
}

/** A round played again from its revealed seed: what a player re-derives (docs/casino-games.md). */
export function replay(engine: EngineId, input: FairInput, params: EngineParams): { outcome: EngineOutcome; payoutX100: number } {
  return ENGINES[engine].play(fairFloats(input), params);
}
