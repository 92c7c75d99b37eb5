import type { Floats } from './fair';

/**
 * The crash game (docs/casino-games.md "Crash"). A round's crash point comes from its first float
 * u = k ÷ 2³² (k the float's 32-bit integer):
 *
 *   crashX100 = floor(RTP_PERCENT × 2³² ÷ (2³² − k))        (the multiplier × 100, at least 97)
 *
 * shown as crashX100 ÷ 100, and below 1.00 it is 1.00 (the round crashes at once). The multiplier
 * curve grows as e^(GROWTH × ms) from 1.00 at the round's start; a cash-out at multiplier x (×100,
 * at least 1.01: the automatic one chosen with the bet, or the player's own, taken at the server's
 * time) wins stake × x when x ≤ the crash point, else nothing. Since P(crashX100 ≥ x) =
 * floor(RTP_PERCENT × 2³² ÷ x) ÷ 2³² ≈ 0.97 ÷ (x ÷ 100), every cash-out returns 97 % (crashRtp).
 */
export const CRASH_RTP_PERCENT = 97;
/** The curve: multiplier(t) = e^(GROWTH × t ms); 2× at 11.55 s, 10× at 38.4 s, 100× at 76.8 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const MIN_CASHOUT_X100 = 101;
export const MAX_CASHOUT_X100 = 100_000;
/** The crash point shown is capped here (a cash-out never reaches it). */
export const MAX_CRASH_X100 = 100_000_000;

const TWO_32 = 4_294_967_296;

/** floor(a ÷ b) of two safe integers, exact. */
function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  while (q * b > a) q -= 1;
  while ((q + 1) * b <= a) q += 1;
  return q;
}

export interface CrashOutcome {
  /** The crash point × 100 (100 = crashed at once). */
  crashX100: number;
}

export function playCrash(floats: Floats): CrashOutcome {
  const k = Math.round(floats() * TWO_32);
  const raw = floorDiv(CRASH_RTP_PERCENT * TWO_32, TWO_32 - k);
  return { crashX100: Math.min(MAX_CRASH_X100, Math.max(100, raw)) };
}

/** What a cash-out at `cashoutX100` pays, × 100 of the stake. */
export const crashPayoutX100 = (outcome: CrashOutcome, cashoutX100: number): number => (cashoutX100 <= outcome.crashX100 ? cashoutX100 : 0);

/** The exact return of a cash-out at x (×100): x ÷ 100 × P(crash point ≥ x). */
export function crashRtp(cashoutX100: number): number {
  return (cashoutX100 / 100) * (floorDiv(CRASH_RTP_PERCENT * TWO_32, cashoutX100) / TWO_32);
}

/** The multiplier × 100 the curve shows `ms` after the round's start. */
export const multiplierAt = (ms: number): number => Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms)) + 1e-9);

/** When (ms after the start) the curve reaches `x100`. */
export const timeToReach = (x100: number): number => Math.ceil(Math.log(x100 / 100) / CRASH_GROWTH_PER_MS);
