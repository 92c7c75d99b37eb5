import { COUPON_TYPE } from '@/lib/rules/coupon';
import type { PlaceCouponBody } from '@/lib/api/couponPlace';
import { isPromoCodeAvailable } from './availability';
import type { CouponState } from './state';

/** The placed-coupon payload (limits-coupon-auth.md §3) of the coupon as it stands. */
export function placeBody(coupon: CouponState, accountId: number, coefViewId: number, bonusBet = false): PlaceCouponBody {
  const { typeId, settings } = coupon;
  return {
    typeId,
    accountId,
    amount: coupon.amount,
    ...(typeId === COUPON_TYPE.multiSingles ? { amountByBetId: Object.fromEntries(coupon.bets.map((bet) => [String(bet.market.id), coupon.amountByBetId[String(bet.market.id)] ?? coupon.amount])) } : {}),
    ...(typeId === COUPON_TYPE.chain ? { amountByBlockId: { ...coupon.amountByBlockId, '0': coupon.amount } } : {}),
    ...(typeId === COUPON_TYPE.system ? { systemValue: coupon.systemValue } : {}),
    bets: coupon.bets.map((bet) => ({
      id: bet.market.id,
      coef: bet.market.coef,
      ...(typeId === COUPON_TYPE.chain ? { blockId: bet.blockId } : {}),
      ...(typeId === COUPON_TYPE.system && bet.isBanker ? { isBanker: true } : {}),
      score: bet.game.scores,
    })),
    changeCoefAction: settings.changeCoefAction,
    exactCoef: settings.exactCoef,
    isDropOnScoreChange: settings.isDropOnScoreChange,
    ...(coupon.coef !== null ? { coef: coupon.coef } : {}),
    coefViewId,
    ...(coupon.promoCode && isPromoCodeAvailable(typeId) ? { promoCode: coupon.promoCode } : {}),
    ...(settings.isVipBet ? { isVipBet: true } : {}),
    ...(bonusBet && typeId === COUPON_TYPE.express ? { isBonusBet: true } : {}),
  };
}
