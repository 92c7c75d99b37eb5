import { addCouponFeatureListeners } from '@/store/coupon';
import { addFeatureListeners } from '@/store/featureListeners';
import type { AppStore } from '@/store/makeStore';

// A test that makes the coupon's actions imports its slice, which injects the coupon's reducer into
// every store (store/rootReducer.ts); this adds the coupon's listeners to one store, as its first part does
// on a page (components/coupon/CouponHost.tsx).

/** The store with the coupon's code on the page: its reducer and listeners (storage, open coupons). */
export function withCoupon<S extends AppStore>(store: S): S {
  addFeatureListeners(store, addCouponFeatureListeners);
  return store;
}
