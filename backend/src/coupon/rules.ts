import { toMinor } from '../accounts/money';
import { CHANGE_COEF_ACTION, COUPON_TYPE } from './request';

/**
 * The coupon's rules as pure functions (docs/coupon-api.md): one bet per game, the system's range
 * and combinations, what a price change does, the stake limits, a chain's block amounts and the
 * express's bonus bet.
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

/** The bonus bet on an express (limits spec §5, §9), prices in hundredths. */
export const BONUS_BET = {
  minBets: 3,
  /** Every bet's price at least 1.1. */
  minBetPriceX100: 110,
  /** The coupon's price (the product) at least 1.01. */
  minCouponPriceX100: 101,
  /** From 10 bets on the factor is flat 1.1. */
  flatFromBets: 10,
  flatFactorX100: 110,
} as const;

/**
 * Whether an express earns the bonus bet (limits spec §5): the site config allows it, the coupon is
 * an express of at least 3 bets, every bet's price (the one it is placed at) is at least 1.1, and the
 * coupon's price (the exact product) is at least 1.01. The spec also excludes bets of market kind 7;
 * every market of this line is an ordinary one (kind 1), so that part always holds here.
 */
export function bonusBetHolds(input: { enabled: boolean; typeId: number; pricesX100: readonly number[] }): boolean {
  const { enabled, typeId, pricesX100 } = input;
  if (!enabled || typeId !== COUPON_TYPE.express || pricesX100.length < BONUS_BET.minBets) return false;
  if (pricesX100.some((price) => price < BONUS_BET.minBetPriceX100)) return false;
  // Π(price / 100) ≥ 1.01 ⇔ Π price ≥ 101 · 100^(n−1), exactly.
  const product = pricesX100.reduce((acc, price) => acc * BigInt(price), 1n);
  return product >= BigInt(BONUS_BET.minCouponPriceX100) * 100n ** BigInt(pricesX100.length - 1);
}

/** The bonus factor in hundredths (limits spec §5): 1 × (1 + n/100) for n = 1..9 bets, else 1.1. */
export function bonusFactorX100(betCount: number): number {
  return betCount >= 1 && betCount < BONUS_BET.flatFromBets ? 100 + betCount : BONUS_BET.flatFactorX100;
}
