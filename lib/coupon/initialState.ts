import { DEFAULT_CHANGE_COEF_ACTION } from '@/lib/config/coupon';
import { COUPON_TYPE, type ChangeCoefAction, type CouponTypeId } from '@/lib/rules/coupon';
import { MIN_SYSTEM_VALUE } from '@/lib/rules/system';
import type { CouponBet, SystemOption } from './types';
import type { PendingPlacement, PlacementRefusal } from './placement';

// The coupon's shape and its empty state, apart from the rules (state.ts): a page's first load
// reads the empty coupon before the coupon's code comes (`selectCoupon`, store/rootReducer.ts).

/** The coupon's settings (limits-coupon-auth.md §3 "Coupon settings"): kept with the coupon. */
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
  /** A placement that got no answer, being sent again with its key until one comes (lib/coupon/placement.ts). */
  pendingPlacement: PendingPlacement | null;
  /** The backend's refusal of the last placement, shown in the slip until the next one. */
  placementRefusal: PlacementRefusal | null;
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
  pendingPlacement: null,
  placementRefusal: null,
};
