import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../rootReducer';
import { DEFAULT_BET_STATUS_ID } from '@/lib/config/coupon';
import { MAX_COUPON_BETS, type ChangeCoefAction, type CouponTypeId } from '@/lib/rules/coupon';
import { initialAmount, amountStep } from '@/lib/coupon/amounts';
import type { CouponBetInput, CouponBetUpdate } from '@/lib/coupon/bus';
import { initialCouponState, recalculate, type CouponState, type PlacedCoupon, type SingleResult } from '@/lib/coupon/state';
import type { CouponBet } from '@/lib/coupon/types';
import type { PendingPlacement, PlacementRefusal } from '@/lib/coupon/placement';

export type { CouponState } from '@/lib/coupon/state';

function toBet(input: CouponBetInput): CouponBet {
  return {
    market: input.market,
    game: input.game,
    blockId: 0,
    statusId: DEFAULT_BET_STATUS_ID,
    isSuspended: input.isBlocked ?? false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    isBanker: false,
    prevCoef: null,
  };
}

function addBet(state: CouponState, input: CouponBetInput, now: number): CouponState {
  if (state.bets.length >= MAX_COUPON_BETS || state.bets.some((bet) => bet.market.id === input.market.id)) return state;
  const bets = [...state.bets, toBet(input)].map((bet, index) => ({ ...bet, blockId: index }));
  return { ...state, tab: 'coupon', bets, addedAtByBetId: { ...state.addedAtByBetId, [input.market.id]: now } };
}

function removeBet(state: CouponState, id: number): CouponState {
  const addedAtByBetId = { ...state.addedAtByBetId };
  const amountByBetId = { ...state.amountByBetId };
  delete addedAtByBetId[String(id)];
  delete amountByBetId[String(id)];
  const bets = state.bets.filter((bet) => bet.market.id !== id).map((bet, index) => ({ ...bet, blockId: index }));
  return { ...state, bets, addedAtByBetId, amountByBetId };
}

function updateBet(bet: CouponBet, update: CouponBetUpdate): CouponBet {
  const moved = update.coef !== undefined && update.coef !== bet.market.coef;
  return {
    ...bet,
    market: moved ? { ...bet.market, coef: update.coef as number } : bet.market,
    // The first price the player saw stays the "from" of old → new until he accepts.
    prevCoef: moved ? (bet.prevCoef ?? bet.market.coef) : bet.prevCoef,
    isSuspended: update.isBlocked ?? bet.isSuspended,
    game: {
      ...bet.game,
      scores: update.scores !== undefined ? update.scores : bet.game.scores,
      gameTime: update.gameTime !== undefined ? update.gameTime : bet.game.gameTime,
      status: update.status ?? bet.game.status,
      isFinished: update.isFinished ?? bet.game.isFinished,
    },
  };
}

const emptied = (state: CouponState): CouponState => ({
  ...state,
  bets: [],
  addedAtByBetId: {},
  amountByBetId: {},
  amountByBlockId: {},
  manuallyDeletedBonusBet: false,
});

const withSettings = (state: CouponState, change: Partial<CouponState['settings']>): CouponState => ({
  ...state,
  settings: { ...state.settings, ...change },
});

/** The coupon (limits-coupon-auth.md §3–§5): every change to the bets goes through `recalculate`. */
export const couponSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponState,
  reducers: {
    betToggled: {
      reducer: (state, action: PayloadAction<{ bet: CouponBetInput; now: number }>) => {
        const { bet, now } = action.payload;
        const present = state.bets.some((b) => b.market.id === bet.market.id);
        return recalculate(present ? removeBet(state, bet.market.id) : addBet(state, bet, now));
      },
      prepare: (bet: CouponBetInput) => ({ payload: { bet, now: Date.now() } }),
    },
    betAdded: {
      reducer: (state, action: PayloadAction<{ bet: CouponBetInput; now: number }>) => recalculate(addBet(state, action.payload.bet, action.payload.now)),
      prepare: (bet: CouponBetInput) => ({ payload: { bet, now: Date.now() } }),
    },
    betRemoved: (state, action: PayloadAction<number>) => recalculate(removeBet(state, action.payload)),
    betUpdated: (state, action: PayloadAction<CouponBetUpdate>) =>
      recalculate({ ...state, bets: state.bets.map((bet) => (bet.market.id === action.payload.id ? updateBet(bet, action.payload) : bet)) }),
    /** "Accept the changes": the new prices are the ones the player bets at. */
    changesAccepted: (state) => recalculate({ ...state, bets: state.bets.map((bet) => ({ ...bet, prevCoef: null })) }),
    couponCleared: (state) => recalculate({ ...emptied(state), tab: 'coupon', successCoupon: null, singlesResultCoupons: [], placementRefusal: null }),
    typeChosen: (state, action: PayloadAction<CouponTypeId>) => recalculate({ ...state, typeId: action.payload }),
    amountChanged: (state, action: PayloadAction<number>) => recalculate({ ...state, amount: action.payload, isAmountSetByPlayer: true }),
    amountForBetChanged: (state, action: PayloadAction<{ id: number; amount: number }>) => ({
      ...state,
      amountByBetId: { ...state.amountByBetId, [String(action.payload.id)]: action.payload.amount },
    }),
    /** A chain leg's amount, by the leg's blockId (the wire's name). */
    amountForLegChanged: (state, action: PayloadAction<{ blockId: number; amount: number }>) => ({
      ...state,
      amountByBlockId: { ...state.amountByBlockId, [String(action.payload.blockId)]: action.payload.amount },
    }),
    systemValueChosen: (state, action: PayloadAction<number>) => recalculate({ ...state, systemValue: action.payload }),
    bankerToggled: (state, action: PayloadAction<number>) =>
      recalculate({ ...state, bets: state.bets.map((bet) => (bet.market.id === action.payload ? { ...bet, isBanker: !bet.isBanker } : bet)) }),
    accountChosen: (state, action: PayloadAction<number>) => ({ ...state, accountId: action.payload }),
    /** The account's currency sets the step and, until the player types one, the amount (§9). */
    currencyKnown: (state, action: PayloadAction<string>) => {
      const iso = action.payload;
      const first = initialAmount(iso);
      return recalculate({
        ...state,
        amountStep: amountStep(iso, state.settings.isManualAmountStep ? (state.settings.amountStepByCurrencyIso[iso] ?? null) : null),
        initialAmount: first,
        amount: state.isAmountSetByPlayer ? state.amount : first,
      });
    },
    stakeBoundsKnown: (state, action: PayloadAction<{ min: number | null; max: number | null }>) => ({
      ...state,
      minBetAmount: action.payload.min,
      maxBetAmount: action.payload.max,
    }),
    promoCodeChanged: (state, action: PayloadAction<string>) => ({ ...state, manualPromoCode: action.payload, promoCode: action.payload.trim() }),
    loadCouponInputChanged: (state, action: PayloadAction<string>) => ({ ...state, loadCouponInputValue: action.payload }),
    /** A coupon loaded by its code replaces the bets (the player asked for it). */
    couponLoaded: {
      reducer: (state, action: PayloadAction<{ bets: CouponBetInput[]; now: number }>) =>
        recalculate(action.payload.bets.reduce((next, bet) => addBet(next, bet, action.payload.now), { ...emptied(state), loadCouponInputValue: '' })),
      prepare: (bets: CouponBetInput[]) => ({ payload: { bets, now: Date.now() } }),
    },
    bonusBetDeleted: (state) => ({ ...state, manuallyDeletedBonusBet: true }),
    changeCoefActionChosen: (state, action: PayloadAction<ChangeCoefAction>) => recalculate({ ...state, settings: { ...state.settings, changeCoefAction: action.payload } }),
    /** exactCoef on asks on any move; resetting it also clears the drop flag (§4). */
    exactCoefChanged: (state, action: PayloadAction<boolean>) =>
      recalculate({
        ...state,
        settings: { ...state.settings, exactCoef: action.payload, ...(action.payload ? {} : { isDropOnScoreChange: false }) },
      }),
    /** Setting drop-on-score turns one-click off (§4). */
    dropOnScoreChanged: (state, action: PayloadAction<boolean>) =>
      withSettings(state, { isDropOnScoreChange: action.payload, ...(action.payload ? { isActiveOneClick: false } : {}) }),
    /** One-click on (after the confirmation when the coupon had bets: they are cleared) or off. */
    oneClickChanged: (state, action: PayloadAction<boolean>) =>
      withSettings(action.payload ? recalculate(emptied(state)) : state, { isActiveOneClick: action.payload }),
    oneClickAmountChanged: (state, action: PayloadAction<{ amount: number; bonusAccount: boolean }>) =>
      withSettings(state, action.payload.bonusAccount ? { bonusAccountOneClickAmount: action.payload.amount } : { oneClickAmount: action.payload.amount }),
    vipBetChanged: (state, action: PayloadAction<boolean>) => ({ ...withSettings(state, { isVipBet: action.payload }), isActiveVipBet: action.payload }),
    /** The coupon placed: the success view; a multiple-singles coupon lists each single's result. */
    couponPlaced: (state, action: PayloadAction<{ coupon: PlacedCoupon | null; singles?: SingleResult[] }>) => ({
      ...state,
      tab: 'success',
      successCoupon: action.payload.coupon,
      singlesResultCoupons: action.payload.singles ?? [],
      pendingPlacement: null,
      placementRefusal: null,
    }),
    /** A placement got no answer: kept with its key and checked until one comes (lib/coupon/placement.ts). */
    placementUnanswered: (state, action: PayloadAction<PendingPlacement>) => ({ ...state, pendingPlacement: action.payload, placementRefusal: null }),
    /** The backend refused the placement (at once, or when a check found its answer). */
    placementRefused: (state, action: PayloadAction<PlacementRefusal>) => ({ ...state, pendingPlacement: null, placementRefusal: action.payload }),
    /** The player places again: the last refusal is no longer the news. */
    placementRefusalCleared: (state) => (state.placementRefusal === null ? state : { ...state, placementRefusal: null }),
    /** "Keep selections": back to the coupon with the same bets; the amount stays. */
    selectionsKept: (state) => ({ ...state, tab: 'coupon', successCoupon: null, singlesResultCoupons: [] }),
    /** Another tab changed the coupon, or a reload restores it. */
    couponRestored: (_state, action: PayloadAction<CouponState>) => recalculate(action.payload),
  },
});

export const {
  betToggled,
  betAdded,
  betRemoved,
  betUpdated,
  changesAccepted,
  couponCleared,
  typeChosen,
  amountChanged,
  amountForBetChanged,
  amountForLegChanged,
  systemValueChosen,
  bankerToggled,
  accountChosen,
  currencyKnown,
  stakeBoundsKnown,
  promoCodeChanged,
  loadCouponInputChanged,
  couponLoaded,
  bonusBetDeleted,
  changeCoefActionChosen,
  exactCoefChanged,
  dropOnScoreChanged,
  oneClickChanged,
  oneClickAmountChanged,
  vipBetChanged,
  couponPlaced,
  placementUnanswered,
  placementRefused,
  placementRefusalCleared,
  selectionsKept,
  couponRestored,
} = couponSlice.actions;

// The reducer goes in with the coupon's code (components/coupon/feature.tsx): wherever one of these
// actions can be made, every store has it. Until then readers see the empty coupon (`selectCoupon`,
// store/rootReducer.ts).
couponSlice.injectInto(rootReducer);
