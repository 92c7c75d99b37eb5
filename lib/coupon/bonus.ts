import { BONUS_BET, COUPON_TYPE, type CouponTypeId } from '@/lib/config/coupon';
import type { CouponState } from './state';
import type { CouponBet } from './types';

/**
 * A bonus bet is offered (limits spec §5) only when the site config allows it, the coupon is an
 * express of at least 3 bets, each at 1.1 or more and none of kind 7, and the coupon's price is at
 * least 1.01. A player who deleted it (manuallyDeletedBonusBet) is not offered it again.
 */
export function isBonusBetAvailable(input: {
  siteAllows: boolean;
  typeId: CouponTypeId;
  bets: readonly CouponBet[];
  coef: number;
  manuallyDeletedBonusBet: boolean;
}): boolean {
  const { siteAllows, typeId, bets, coef, manuallyDeletedBonusBet } = input;
  return (
    siteAllows &&
    !manuallyDeletedBonusBet &&
    typeId === COUPON_TYPE.express &&
    bets.length >= BONUS_BET.minBets &&
    bets.every((bet) => bet.market.coef >= BONUS_BET.minBetCoef && bet.market.kind !== BONUS_BET.excludedKind) &&
    coef >= BONUS_BET.minCouponCoef
  );
}

/** The bonus bet's factor (§5): 1 × (1 + n/100) for 1–9 bets, else 1.1. */
export function bonusCoef(betsCount: number): number {
  if (betsCount >= 1 && betsCount < BONUS_BET.flatFromBets) return 1 * (1 + betsCount / 100);
  return BONUS_BET.flatFactor;
}

/** Whether this coupon shows (and sends) the bonus bet: the rule above over the coupon's state. */
export function bonusBetOffered(coupon: Pick<CouponState, 'typeId' | 'bets' | 'coef' | 'manuallyDeletedBonusBet'>, siteAllows: boolean): boolean {
  return isBonusBetAvailable({ siteAllows, typeId: coupon.typeId, bets: coupon.bets, coef: coupon.coef ?? 0, manuallyDeletedBonusBet: coupon.manuallyDeletedBonusBet });
}
