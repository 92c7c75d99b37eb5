import { COUPON_TYPE, type CouponTypeId } from '@/lib/rules/coupon';
import { isBetLive } from './betState';
import type { CouponBet } from './types';

/**
 * VIP bet (limits-coupon-auth.md §5): the site enables it, the maximum stake is finite, there is at least one
 * bet, every bet is a line (not live) bet, and the coupon is not multiple singles.
 */
export function isVipBetAvailable(input: { siteEnables: boolean; maxBetAmount: number | null; bets: readonly CouponBet[]; typeId: CouponTypeId }): boolean {
  const { siteEnables, maxBetAmount, bets, typeId } = input;
  return (
    siteEnables &&
    maxBetAmount !== null &&
    Number.isFinite(maxBetAmount) &&
    bets.length > 0 &&
    bets.every((bet) => !isBetLive(bet)) &&
    typeId !== COUPON_TYPE.multiSingles
  );
}

/** One-click is active only if the site allows it (§5). */
export function isOneClickActive(siteAllows: boolean, isActiveOneClick: boolean): boolean {
  return siteAllows && isActiveOneClick;
}

/** Promo codes are not for multiple singles (§5). */
export function isPromoCodeAvailable(typeId: CouponTypeId): boolean {
  return typeId !== COUPON_TYPE.multiSingles;
}

/** Distinct games among the bets: combined types need each game once. */
function distinctGames(bets: readonly CouponBet[]): number {
  return new Set(bets.map((bet) => bet.market.gameId)).size;
}

/**
 * The types a coupon of these bets can be (the slip's tabs): single for one bet; express and chain
 * for two or more games; system for three or more; multiple singles for two or more bets.
 */
export function availableTypes(bets: readonly CouponBet[]): CouponTypeId[] {
  const n = bets.length;
  const games = distinctGames(bets);
  const types: CouponTypeId[] = [];
  if (n === 1) types.push(COUPON_TYPE.single);
  if (n >= 2 && games === n) types.push(COUPON_TYPE.express);
  if (n >= 3 && games === n) types.push(COUPON_TYPE.system);
  if (n >= 2 && games === n) types.push(COUPON_TYPE.chain);
  if (n >= 2) types.push(COUPON_TYPE.multiSingles);
  return types;
}

/** The type a coupon moves to when its bets change: kept when still possible, else the first possible. */
export function fittingType(current: CouponTypeId, bets: readonly CouponBet[]): CouponTypeId {
  const types = availableTypes(bets);
  if (types.includes(current)) return current;
  // Two bets of one game cannot combine: singles. A growing coupon becomes an express.
  return types.includes(COUPON_TYPE.express) ? COUPON_TYPE.express : (types[0] ?? COUPON_TYPE.single);
}
