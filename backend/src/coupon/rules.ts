import { toMinor } from '../accounts/money';
import { CHANGE_COEF_ACTION } from './request';

/**
 * The coupon's rules as pure functions (docs/coupon-api.md): one bet per game, the system's range
 * and combinations, what a price change does, the stake limits and a chain's block amounts.
 * Prices are integers in hundredths (1.85 → 185), amounts in minor units.
 */

/** The bets that share a game with another bet of the coupon, in coupon order. */
export function sameGameBetIds(bets: readonly { id: number; gameId: number }[]): number[] {
  const count = new Map<number, number>();
  for (const bet of bets) count.set(bet.gameId, (count.get(bet.gameId) ?? 0) + 1);
  return bets.filter((bet) => (count.get(bet.gameId) ?? 0) > 1).map((bet) => bet.id);
}

/** A system of n bets with b bankers takes k from max(2, b + 1) to n − 1 (limits spec §5: at least 2). */
export function systemValueRange(n: number, bankers: number): { min: number; max: number } {
  return { min: Math.max(2, bankers + 1), max: n - 1 };
}

/** C(n, k): exact for the coupon's sizes (n ≤ 30 gives at most 155 117 520). */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

export interface PriceRules {
  changeCoefAction: number;
  exactCoef: boolean;
}

/**
 * What a bet seen at `asked` gets when the price is now `current`: the price it is placed at, or
 * null (refused). exactCoef refuses any difference; otherwise action 0 refuses any change, 1 takes a
 * higher price and refuses a lower one, 2 takes any (always the current price).
 */
export function decidePrice(askedX100: number, currentX100: number, rules: PriceRules): number | null {
  if (askedX100 === currentX100) return currentX100;
  if (rules.exactCoef || rules.changeCoefAction === CHANGE_COEF_ACTION.ask) return null;
  if (rules.changeCoefAction === CHANGE_COEF_ACTION.acceptHigher) return currentX100 > askedX100 ? currentX100 : null;
  return currentX100;
}

export interface StakeLimit {
  min: number;
  max: number | null;
}

/**
 * Which stake limit a stake breaks, or null. No limit is set for the currency: none applies. A bonus
 * account has no maximum (limits spec §5, §6).
 */
export function stakeLimitProblem(amountMinor: number, limit: StakeLimit | undefined, bonusAccount: boolean): 'below' | 'above' | null {
  if (!limit) return null;
  if (amountMinor < toMinor(limit.min)) return 'below';
  if (!bonusAccount && limit.max !== null && amountMinor > toMinor(limit.max)) return 'above';
  return null;
}

/** round2(a × coef) in minor units: half up, exact. */
export function timesPrice(amountMinor: number, priceX100: number): number {
  return Number((BigInt(amountMinor) * BigInt(priceX100) + 50n) / 100n);
}

/**
 * A chain's block amounts (minor units) in play order: block 0 stakes `amountMinor`; block i at most
 * round2(amount of block i−1 × price of block i−1) (limits spec §5), that maximum when the player
 * named none. Returns the amounts, or the first block above its maximum.
 */
export function chainBlockAmounts(
  amountMinor: number,
  blocks: readonly { priceX100: number; requestedMinor: number | undefined }[],
): { amounts: number[] } | { blockId: number; maxMinor: number } {
  const amounts = [amountMinor];
  for (let blockId = 1; blockId < blocks.length; blockId += 1) {
    const maxMinor = timesPrice(amounts[blockId - 1] ?? 0, blocks[blockId - 1]?.priceX100 ?? 0);
    const requested = blocks[blockId]?.requestedMinor ?? maxMinor;
    if (requested > maxMinor) return { blockId, maxMinor };
    amounts.push(requested);
  }
  return { amounts };
}
