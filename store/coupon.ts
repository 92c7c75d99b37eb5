import { rootReducer } from './rootReducer';
import { couponSlice } from './slices/coupon';
import { addCouponListeners, addOpenCouponsListeners } from './listeners/coupon';
import type { ListenerStarter } from './listeners/types';

// The coupon's reducer replaces the empty one of the first load (store/rootReducer.ts) when this
// module is first evaluated: with the coupon's first part (components/coupon/feature.tsx), before
// any of its actions can be dispatched. The state the store already holds is the empty coupon.
rootReducer.inject(couponSlice, { overrideExisting: true });

/** The coupon's listeners (storage, open coupons), started in a store with its first part there. */
export function addCouponFeatureListeners(listeners: ListenerStarter): void {
  addCouponListeners(listeners);
  addOpenCouponsListeners(listeners);
}
