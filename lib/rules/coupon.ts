// The coupon's numbers and checks that the slip and the backend both apply (limits-coupon-auth.md
// §3 "Coupon state", §4 "Coupon", §5, §6, §9; docs/coupon-api.md): coupon types, what a price change
// does, how many bets a coupon holds, the stake bounds and the express's bonus bet.
// Prices in hundredths and amounts in minor units (./units.ts); see docs/decisions/shared-rules.md.
import { toMinor } from './units';

/** Coupon types (§4): 0 single, 1 express, 2 system, 9 multiple singles; 3 chain is our number for "others exist with blocks". */
export const COUPON_TYPE = { single: 0, express: 1, system: 2, chain: 3, multiSingles: 9 } as const;
export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];
/** Every type, in the slip's tab order. */
export const COUPON_TYPE_ORDER: readonly CouponTypeId[] = [0, 1, 2, 3, 9];

/** changeCoefAction (§3 settings, default 2): 0 ask on any change, 1 accept a higher price, 2 accept any. */
export const CHANGE_COEF_ACTION = { ask: 0, acceptHigher: 1, acceptAny: 2 } as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];

/** The most selections one coupon holds (a system is priced up to 30). */
export const MAX_COUPON_BETS = 30;
/** The fewest bets a coupon of each type holds: a single one, a system three, the others two. */
export const MIN_BETS_BY_TYPE: Readonly<Record<CouponTypeId, number>> = { 0: 1, 1: 2, 2: 3, 3: 2, 9: 1 };

/** A currency's stake bounds (site config `coupon.amountLimits`), in major units; null: none. */
export interface StakeBounds {
  min: number | null;
  max: number | null;
}

export type StakeBoundsProblem = 'belowMin' | 'aboveMax' | null;

/**
 * Which stake bound a stake breaks (§5): only for the coupon types the site config lists, no bounds
 * for a currency without any, and no maximum on a bonus account (§5, §6).
 */
export function stakeBoundsProblem(input: {
  amountMinor: number;
  bounds: StakeBounds | null | undefined;
  /** The type whose listing decides (9 for each single of multiple singles). */
  typeId: number;
  checkedTypes: readonly number[];
  bonusAccount: boolean;
}): StakeBoundsProblem {
  const { amountMinor, bounds, typeId, checkedTypes, bonusAccount } = input;
  if (!bounds || !checkedTypes.includes(typeId)) return null;
  if (bounds.min !== null && amountMinor < toMinor(bounds.min)) return 'belowMin';
  if (!bonusAccount && bounds.max !== null && amountMinor > toMinor(bounds.max)) return 'aboveMax';
  return null;
}

/** The bonus bet on an express (§5, §9), prices in hundredths. */
export const BONUS_BET = {
  minBets: 3,
  /** Every bet's price at least 1.1. */
  minBetPriceX100: 110,
  /** The coupon's price (the exact product) at least 1.01. */
  minCouponPriceX100: 101,
  /** A bet of this market kind never counts towards a bonus bet. */
  excludedKind: 7,
  /** From 10 bets on the factor is flat 1.1. */
  flatFromBets: 10,
  flatFactorX100: 110,
} as const;

/**
 * Whether an express earns the bonus bet (§5): the site config allows it, the coupon is an express
 * of at least 3 bets, none of market kind 7, every price at least 1.1, and the coupon's price (the
 * exact product) at least 1.01.
 */
export function bonusBetHolds(input: { enabled: boolean; typeId: number; pricesX100: readonly number[]; kinds?: readonly number[] }): boolean {
  const { enabled, typeId, pricesX100, kinds = [] } = input;
  if (!enabled || typeId !== COUPON_TYPE.express || pricesX100.length < BONUS_BET.minBets) return false;
  if (kinds.includes(BONUS_BET.excludedKind)) return false;
  if (pricesX100.some((price) => price < BONUS_BET.minBetPriceX100)) return false;
  // Π(price / 100) ≥ 1.01 ⇔ Π price ≥ 101 · 100^(n−1), exactly.
  const product = pricesX100.reduce((acc, price) => acc * BigInt(price), 1n);
  return product >= BigInt(BONUS_BET.minCouponPriceX100) * 100n ** BigInt(pricesX100.length - 1);
}

/** The bonus factor in hundredths (§5): 1 × (1 + n/100) for n = 1..9 bets, else 1.1. */
export function bonusFactorX100(betCount: number): number {
  return betCount >= 1 && betCount < BONUS_BET.flatFromBets ? 100 + betCount : BONUS_BET.flatFactorX100;
}
