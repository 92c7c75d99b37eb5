import { bonusBetHolds, bonusFactorX100, type CouponTypeId } from '@/lib/rules/coupon';
import { priceX100 } from '@/lib/rules/units';
import type { CouponState } from './state';
import type { CouponBet } from './types';

/**
 * A bonus bet is offered (limits-coupon-auth.md §5) when the backend's rule holds
 * (lib/rules/coupon.ts bonusBetHolds: the site config allows it, an express of at least 3 bets, each
 * at 1.1 or more and none of kind 7, the coupon's price at least 1.01) and the player has not
 * deleted it (manuallyDeletedBonusBet).
 */
export function isBonusBetAvailable(input: {
  siteAllows: boolean;
  typeId: CouponTypeId;
  bets: readonly CouponBet[];
  manuallyDeletedBonusBet: boolean;
}): boolean {
  const { siteAllows, typeId, bets, manuallyDeletedBonusBet } = input;
  return (
    !manuallyDeletedBonusBet &&
    bonusBetHolds({ enabled: siteAllows, typeId, pricesX100: bets.map((bet) => priceX100(bet.market.coef)), kinds: bets.map((bet) => bet.market.kind) })
  );
}

/** The bonus bet's factor (§5): 1 × (1 + n/100) for 1–9 bets, else 1.1. */
export function bonusCoef(betsCount: number): number {
  return bonusFactorX100(betsCount) / 100;
}

/** Whether this coupon shows (and sends) the bonus bet: the rule above over the coupon's state. */
export function bonusBetOffered(coupon: Pick<CouponState, 'typeId' | 'bets' | 'manuallyDeletedBonusBet'>, siteAllows: boolean): boolean {
  return isBonusBetAvailable({ siteAllows, typeId: coupon.typeId, bets: coupon.bets, manuallyDeletedBonusBet: coupon.manuallyDeletedBonusBet });
}
