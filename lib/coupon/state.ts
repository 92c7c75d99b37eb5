import { COUPON_TYPE } from '@/lib/rules/coupon';
import { MIN_SYSTEM_VALUE } from '@/lib/rules/system';
import { isBetFinished, isBetLocked, withDependence } from './betState';
import { fittingType } from './availability';
import { acceptsChange } from './changes';
import { systemOptions } from './systems';
import { round2, isValidAmount } from './money';
import type { CouponState } from './initialState';

export { initialCouponSettings, initialCouponState } from './initialState';
export type { CouponSettings, CouponState, PlacedCoupon, SingleResult } from './initialState';

/** A price move the player's changeCoefAction does not take: it waits for "accept the changes". */
export function hasUnacceptedChange(state: Pick<CouponState, 'bets' | 'settings'>): boolean {
  const { changeCoefAction, exactCoef } = state.settings;
  return state.bets.some((bet) => bet.prevCoef !== null && !acceptsChange(changeCoefAction, exactCoef, bet.prevCoef, bet.market.coef));
}

/**
 * What follows from the bets (run after every change to them): dependence, the type that fits,
 * the express's price, the system options and value, and whether the place button is live.
 * Pure, so the slice, the storage restore and the tests agree.
 */
export function recalculate(state: CouponState): CouponState {
  const dependent = withDependence(state.bets);
  const typeId = fittingType(state.typeId, dependent);
  // A system needs k ≤ n − 1 with k ≥ bankers + 1: at most n − 2 bankers; another one is disabled.
  const bankers = state.bets.filter((bet) => bet.isBanker).length;
  const bets = dependent.map((bet) => {
    const isDisabledBanker = !bet.isBanker && bankers >= state.bets.length - 2;
    return isDisabledBanker === bet.isDisabledBanker ? bet : { ...bet, isDisabledBanker };
  });
  const systemValues = typeId === COUPON_TYPE.system ? systemOptions(bets.map((b) => ({ coef: b.market.coef, isBanker: b.isBanker }))) : [];
  const values = systemValues.map((option) => option.value);
  const systemValue = values.includes(state.systemValue) ? state.systemValue : (values[0] ?? MIN_SYSTEM_VALUE);
  const coef = bets.length === 0 ? null : round2(bets.reduce((p, bet) => p * bet.market.coef, 1));
  const combined = typeId !== COUPON_TYPE.multiSingles;
  const isActivePlaceBet =
    bets.length > 0 &&
    isValidAmount(state.amount) &&
    !hasUnacceptedChange({ ...state, bets }) &&
    // A suspended or finished line blocks every type; a dependent one only the combined types.
    bets.every((bet) => !bet.isSuspended && !isBetFinished(bet) && (!combined || !isBetLocked(bet)));
  return {
    ...state,
    bets,
    typeId,
    systemValues,
    systemValue,
    coef,
    isActiveSystemBanker: typeId === COUPON_TYPE.system && bets.length >= 3,
    isActivePlaceBet,
  };
}
