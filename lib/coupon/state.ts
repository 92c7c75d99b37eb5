import {
  COUPON_TYPE,
  DEFAULT_CHANGE_COEF_ACTION,
  MIN_SYSTEM_VALUE,
  type ChangeCoefAction,
  type CouponTypeId,
} from '@/lib/config/coupon';
import { isBetFinished, isBetLocked, withDependence } from './betState';
import { fittingType } from './availability';
import { acceptsChange } from './changes';
import { systemOptions } from './systems';
import { round2, isValidAmount } from './money';
import type { CouponBet, SystemOption } from './types';

/** The coupon's settings (limits spec §3 "Coupon settings"): kept with the coupon. */
export interface CouponSettings {
  amountStepByCurrencyIso: Record<string, number>;
  isManualAmountStep: boolean;
  changeCoefAction: ChangeCoefAction;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  isCouponFixed: boolean;
  oneClickAmount: number | null;
  isActiveOneClick: boolean;
  exactCoef: boolean;
  isDropOnScoreChange: boolean;
  expressId: number | null;
  bonusAccountOneClickAmount: number | null;
}

/** A placed coupon as the slip's success view shows it. */
export interface PlacedCoupon {
  couponId: number;
  typeId: number;
  status: string;
  amount: number;
  coef: number;
  possibleWin: number;
  acceptAt: string | null;
}

/** One single's result of a multiple-singles coupon (singlesResultCoupons). */
export type SingleResult = { betId: number; ok: true; coupon: PlacedCoupon } | { betId: number; ok: false; message: string };

/** The coupon state (§3 "Coupon state"), under the spec's names. */
export interface CouponState {
  /** The slip's view: the coupon being built or the success view after placing. */
  tab: 'coupon' | 'success';
  typeId: CouponTypeId;
  isActivePlaceBet: boolean;
  isActiveAutoMax: boolean;
  isActiveVipBet: boolean;
  isActiveSystemBanker: boolean;
  bets: CouponBet[];
  accountId: number | null;
  amount: number;
  amountByBlockId: Record<string, number>;
  amountByBetId: Record<string, number>;
  minBetAmount: number | null;
  /** Null is unlimited (§3 default). */
  maxBetAmount: number | null;
  availablePrepaidAmount: number;
  coef: number | null;
  coefByView: string | null;
  promoCode: string;
  manualPromoCode: string;
  promoCodes: string[];
  systemValue: number;
  systemValues: SystemOption[];
  antiExpressCoef: number | null;
  successCoupon: PlacedCoupon | null;
  singlesResultCoupons: SingleResult[];
  loadCouponInputValue: string;
  expressId: number | null;
  addedAtByBetId: Record<string, number>;
  maxPayout: number | null;
  initialAmount: number | null;
  amountStep: number | null;
  calcSystemsMin: number | null;
  manuallyDeletedBonusBet: boolean;
  hyperBonusPercent: number | null;
  minHyperBonusBetLimit: number | null;
  maxHyperBonusLimit: number | null;
  /** Whether the player typed the amount (else the currency's initial amount is used). */
  isAmountSetByPlayer: boolean;
  settings: CouponSettings;
}

export const initialCouponSettings: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: DEFAULT_CHANGE_COEF_ACTION,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
  isCouponFixed: false,
  oneClickAmount: null,
  isActiveOneClick: false,
  exactCoef: false,
  isDropOnScoreChange: false,
  expressId: null,
  bonusAccountOneClickAmount: null,
};

export const initialCouponState: CouponState = {
  tab: 'coupon',
  typeId: COUPON_TYPE.single,
  isActivePlaceBet: false,
  isActiveAutoMax: false,
  isActiveVipBet: false,
  isActiveSystemBanker: false,
  bets: [],
  accountId: null,
  amount: 0,
  amountByBlockId: {},
  amountByBetId: {},
  minBetAmount: null,
  maxBetAmount: null,
  availablePrepaidAmount: 0,
  coef: null,
  coefByView: null,
  promoCode: '',
  manualPromoCode: '',
  promoCodes: [],
  systemValue: MIN_SYSTEM_VALUE,
  systemValues: [],
  antiExpressCoef: null,
  successCoupon: null,
  singlesResultCoupons: [],
  loadCouponInputValue: '',
  expressId: null,
  addedAtByBetId: {},
  maxPayout: null,
  initialAmount: null,
  amountStep: null,
  calcSystemsMin: null,
  manuallyDeletedBonusBet: false,
  hyperBonusPercent: null,
  minHyperBonusBetLimit: null,
  maxHyperBonusLimit: null,
  isAmountSetByPlayer: false,
  settings: initialCouponSettings,
};

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
    bets.every((bet) => !bet.isBlocked && !isBetFinished(bet) && (!combined || !isBetLocked(bet)));
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
