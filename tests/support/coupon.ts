import { addCouponFeatureListeners } from '@/store/coupon';
import { addFeatureListeners } from '@/store/featureListeners';
import type { AppStore } from '@/store/makeStore';

// Importing store/coupon puts the coupon's reducer in every store, as the coupon's first part does
// on a page (components/coupon/feature.tsx); this adds its listeners to one store, as that part does.

/** The store with the coupon's code on the page: its reducer and listeners (storage, open coupons). */
export function withCoupon<S extends AppStore>(store: S): S {
  addFeatureListeners(store, addCouponFeatureListeners);
  return store;
}
