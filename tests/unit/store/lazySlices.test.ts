// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '@/store/slices/authState';
import { betInput } from '@/tests/unit/coupon/fixtures';

// The coupon, the sign-in forms and the fragments come with their code (docs/decisions/redux-toolkit.md):
// each test starts from a module graph where none of them has loaded yet.
beforeEach(() => {
  vi.resetModules();
});

describe('slices that come with their code', () => {
  it('the coupon reads empty until its code comes; a store made before then reduces its actions after', async () => {
    const { makeStore } = await import('@/store/makeStore');
    const { selectCoupon } = await import('@/store/rootReducer');
    const { initialCouponState } = await import('@/lib/coupon/initialState');
    const store = makeStore();
    expect(store.getState().coupon).toBeUndefined();
    // The very object the reducer starts from, so a component selecting it does not render again.
    expect(selectCoupon(store.getState())).toBe(initialCouponState);
    store.dispatch({ type: 'coupon/betToggled', payload: { bet: betInput(1, 2), now: 0 } });
    expect(selectCoupon(store.getState()).bets).toEqual([]);

    const { betToggled } = await import('@/store/slices/coupon');
    // Injected, but not yet run by the store: still the empty coupon.
    expect(selectCoupon(store.getState())).toBe(initialCouponState);
    store.dispatch(betToggled(betInput(1, 2)));
    expect(selectCoupon(store.getState()).bets.map((bet) => bet.market.id)).toEqual([10]);
  });

  it('the sign-in forms read their initial state until their code comes, then follow their actions', async () => {
    const { makeStore } = await import('@/store/makeStore');
    const store = makeStore();
    expect(store.getState().auth).toBeUndefined();
    const { loginMethodChosen, selectAuthForm, selectCurrentForm } = await import('@/store/slices/auth');
    expect(selectAuthForm(store.getState())).toEqual(initialAuthState);
    store.dispatch(loginMethodChosen('sms'));
    expect(selectCurrentForm(store.getState())).toBe('sms');
  });

  it('the fragments read none until the first fragment\'s code comes, then follow their actions', async () => {
    const { makeStore } = await import('@/store/makeStore');
    const store = makeStore();
    expect(store.getState().fragments).toBeUndefined();
    const { fragmentMounted, selectFragment } = await import('@/store/slices/fragments');
    expect(selectFragment(store.getState(), 'footer|/en')).toBeNull();
    store.dispatch(fragmentMounted({ key: 'footer|/en', request: { name: 'footer', path: '/en' } }));
    expect(selectFragment(store.getState(), 'footer|/en')).toMatchObject({ request: { name: 'footer', path: '/en' }, fragment: null });
  });

  it('a slice\'s state is frozen, so a change made outside its reducer throws', async () => {
    const { makeStore } = await import('@/store/makeStore');
    const { loginMethodChosen, selectSmsState } = await import('@/store/slices/auth');
    const store = makeStore();
    store.dispatch(loginMethodChosen('sms'));
    const sms = selectSmsState(store.getState());
    expect(() => {
      sms.resendInS = 30;
    }).toThrow(TypeError);
    expect(selectSmsState(store.getState()).resendInS).toBe(0);
  });
});
