import { CHANGE_COEF_ACTION } from '../../../lib/rules/coupon';

/**
 * The coupon's rules the backend alone applies, as pure functions (docs/coupon-api.md): one bet per
 * game, what a price change does and a chain's leg amounts. What the site checks too (the system's
 * range and pricing, the stake bounds, the bonus bet) is in lib/rules/ (docs/decisions/shared-rules.md).
 * Prices are integers in hundredths (1.85 → 185), amounts in minor units.
 */

/** The bets that share a game with another bet of the coupon, in coupon order. */
export function sameGameBetIds(bets: readonly { id: number; gameId: number }[]): number[] {
  const count = new Map<number, number>();
  for (const bet of bets) count.set(bet.gameId, (count.get(bet.gameId) ?? 0) + 1);
  return bets.filter((bet) => (count.get(bet.gameId) ?? 0) > 1).map((bet) => bet.id);
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

/** round2(a × coef) in minor units: half up, exact. */
export function timesPrice(amountMinor: number, priceX100: number): number {
  return Number((BigInt(amountMinor) * BigInt(priceX100) + 50n) / 100n);
}

/**
 * A chain's leg amounts (minor units) in play order: leg 0 stakes `amountMinor`; leg i at most
 * round2(amount of leg i−1 × price of leg i−1) (limits-coupon-auth.md §5, the spec's "per-block
 * maximum amounts"), that maximum when the player named none. Returns the amounts, or the first leg
 * above its maximum (by its blockId, the wire's name for a leg).
 */
export function chainLegAmounts(
  amountMinor: number,
  legs: readonly { priceX100: number; requestedMinor: number | undefined }[],
): { amounts: number[] } | { blockId: number; maxMinor: number } {
  const amounts = [amountMinor];
  for (let blockId = 1; blockId < legs.length; blockId += 1) {
    const maxMinor = timesPrice(amounts[blockId - 1] ?? 0, legs[blockId - 1]?.priceX100 ?? 0);
    const requested = legs[blockId]?.requestedMinor ?? maxMinor;
    if (requested > maxMinor) return { blockId, maxMinor };
    amounts.push(requested);
  }
  return { amounts };
}
