import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/makeStore';
import { withCoupon } from '@/tests/support/coupon';
import {
  betToggled,
  betUpdated,
  changesAccepted,
  couponCleared,
  couponRestored,
  currencyKnown,
  dropOnScoreChanged,
  exactCoefChanged,
  oneClickChanged,
  systemValueChosen,
  typeChosen,
  amountChanged,
  bankerToggled,
  betRemoved,
} from '@/store/slices/coupon';
import { selectCoupon } from '@/store/rootReducer';
import { COUPON_STORAGE_KEY } from '@/lib/config/coupon';
import { restoreCoupon, serializeCoupon } from '@/lib/coupon/persist';
import { initialCouponState } from '@/lib/coupon/state';
import { betInput } from './fixtures';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function storeWith(storage = memoryStorage()) {
  const effects = { location: () => ({ pathname: '/ru', search: '' }), navigate: () => {}, reload: () => {}, expireCookie: () => {}, storage };
  return { store: withCoupon(makeStore({ effects })), storage };
}

describe('coupon slice', () => {
  it('a click adds the outcome, a second click removes it; the type follows the bets', () => {
    const { store } = storeWith();
    store.dispatch(betToggled(betInput(1, 1.5)));
    expect(selectCoupon(store.getState())).toMatchObject({ typeId: 0, coef: 1.5 });
    store.dispatch(betToggled(betInput(2, 2)));
    expect(selectCoupon(store.getState())).toMatchObject({ typeId: 1, coef: 3 });
    store.dispatch(betToggled(betInput(2, 2)));
    expect(selectCoupon(store.getState()).bets.map((b) => b.market.id)).toEqual([10]);
    expect(selectCoupon(store.getState()).typeId).toBe(0);
  });

  it('numbers legs in play order and offers the system values', () => {
    const { store } = storeWith();
    [1, 2, 3, 4].forEach((game) => store.dispatch(betToggled(betInput(game, 2))));
    store.dispatch(typeChosen(2));
    const coupon = selectCoupon(store.getState());
    expect(coupon.bets.map((b) => b.blockId)).toEqual([0, 1, 2, 3]);
    expect(coupon.systemValues.map((o) => [o.value, o.combo])).toEqual([
      [2, 6],
      [3, 4],
    ]);
    store.dispatch(systemValueChosen(3));
    store.dispatch(bankerToggled(10));
    store.dispatch(bankerToggled(20));
    // Two bankers: only 3 of 4 is left, C(2, 1) = 2 combinations; a third banker would leave none.
    expect(selectCoupon(store.getState()).systemValues).toEqual([{ value: 3, offset: 2, combo: 2, minBetAmount: null }]);
    expect(selectCoupon(store.getState()).bets.map((b) => b.isDisabledBanker)).toEqual([false, false, true, true]);
  });

  it('starts from the currency’s initial amount until the player types one (§9)', () => {
    const { store } = storeWith();
    store.dispatch(currencyKnown('KZT'));
    expect(selectCoupon(store.getState())).toMatchObject({ amount: 1000, amountStep: 500 });
    store.dispatch(amountChanged(700));
    store.dispatch(currencyKnown('RUB'));
    expect(selectCoupon(store.getState())).toMatchObject({ amount: 700, amountStep: 100 });
  });

  it('a moved price shows old → new and, under "ask", blocks placing until accepted', () => {
    const { store } = storeWith();
    store.dispatch(currencyKnown('RUB'));
    store.dispatch(betToggled(betInput(1, 2)));
    store.dispatch({ type: 'coupon/changeCoefActionChosen', payload: 0 });
    expect(selectCoupon(store.getState()).isActivePlaceBet).toBe(true);
    store.dispatch(betUpdated({ id: 10, coef: 2.2 }));
    store.dispatch(betUpdated({ id: 10, coef: 2.3 }));
    expect(selectCoupon(store.getState()).bets[0]).toMatchObject({ prevCoef: 2, market: { coef: 2.3 } });
    expect(selectCoupon(store.getState()).isActivePlaceBet).toBe(false);
    store.dispatch(changesAccepted());
    expect(selectCoupon(store.getState()).isActivePlaceBet).toBe(true);
  });

  it('takes a rise without asking under "accept increases", but not a fall', () => {
    const { store } = storeWith();
    store.dispatch(currencyKnown('RUB'));
    store.dispatch(betToggled(betInput(1, 2)));
    store.dispatch({ type: 'coupon/changeCoefActionChosen', payload: 1 });
    store.dispatch(betUpdated({ id: 10, coef: 2.2 }));
    expect(selectCoupon(store.getState()).isActivePlaceBet).toBe(true);
    store.dispatch(betUpdated({ id: 10, coef: 1.8 }));
    expect(selectCoupon(store.getState()).isActivePlaceBet).toBe(false);
  });

  it('a suspended market locks its line and blocks placing until it reopens or is removed', () => {
    const { store } = storeWith();
    store.dispatch(currencyKnown('RUB'));
    store.dispatch(betToggled(betInput(1, 2)));
    store.dispatch(betToggled(betInput(2, 2)));
    store.dispatch(betUpdated({ id: 10, isBlocked: true }));
    expect(selectCoupon(store.getState()).isActivePlaceBet).toBe(false);
    store.dispatch(betUpdated({ id: 10, isBlocked: false }));
    expect(selectCoupon(store.getState()).isActivePlaceBet).toBe(true);
    store.dispatch(betUpdated({ id: 10, isBlocked: true }));
    store.dispatch(betRemoved(10));
    expect(selectCoupon(store.getState()).isActivePlaceBet).toBe(true);
  });

  it('drop-on-score turns one-click off; resetting exact coefficient clears the drop flag (§4)', () => {
    const { store } = storeWith();
    store.dispatch(oneClickChanged(true));
    store.dispatch(dropOnScoreChanged(true));
    expect(selectCoupon(store.getState()).settings).toMatchObject({ isActiveOneClick: false, isDropOnScoreChange: true });
    store.dispatch(exactCoefChanged(true));
    expect(selectCoupon(store.getState()).settings.isDropOnScoreChange).toBe(true);
    store.dispatch(exactCoefChanged(false));
    expect(selectCoupon(store.getState()).settings).toMatchObject({ exactCoef: false, isDropOnScoreChange: false });
  });

  it('enabling one-click clears the coupon (the confirmation said so)', () => {
    const { store } = storeWith();
    store.dispatch(betToggled(betInput(1, 2)));
    store.dispatch(oneClickChanged(true));
    expect(selectCoupon(store.getState()).bets).toEqual([]);
    expect(selectCoupon(store.getState()).settings.isActiveOneClick).toBe(true);
  });

  it('statusId of a new bet is −2 (§9)', () => {
    const { store } = storeWith();
    store.dispatch(betToggled(betInput(1, 2)));
    expect(selectCoupon(store.getState()).bets[0]?.statusId).toBe(-2);
  });
});

describe('coupon storage', () => {
  it('every change is written; a reload restores bets, type, amounts and settings', () => {
    const { store, storage } = storeWith();
    store.dispatch(currencyKnown('RUB'));
    [1, 2, 3].forEach((game) => store.dispatch(betToggled(betInput(game, 2))));
    store.dispatch(typeChosen(2));
    store.dispatch(amountChanged(300));
    store.dispatch(exactCoefChanged(true));
    const restored = restoreCoupon(storage.getItem(COUPON_STORAGE_KEY));
    expect(restored).toMatchObject({ typeId: 2, amount: 300, systemValue: 2, settings: { exactCoef: true } });
    expect(restored?.bets.map((b) => b.market.id)).toEqual([10, 20, 30]);
  });

  it('a restore from another tab is applied and not written back', () => {
    const { store, storage } = storeWith();
    const other = restoreCoupon(serializeCoupon({ ...initialCouponState, bets: [] }));
    storage.setItem(COUPON_STORAGE_KEY, 'left alone');
    store.dispatch(couponRestored(other ?? initialCouponState));
    expect(storage.getItem(COUPON_STORAGE_KEY)).toBe('left alone');
  });

  it('a broken or foreign stored value starts an empty coupon', () => {
    expect(restoreCoupon('{')).toBeNull();
    expect(restoreCoupon(JSON.stringify({ v: 2, bets: 'x' }))).toBeNull();
    expect(restoreCoupon(null)).toBeNull();
  });

  it('clearing empties the bets and the success view', () => {
    const { store } = storeWith();
    store.dispatch(betToggled(betInput(1, 2)));
    store.dispatch(couponCleared());
    expect(selectCoupon(store.getState())).toMatchObject({ bets: [], tab: 'coupon', successCoupon: null });
  });
});
