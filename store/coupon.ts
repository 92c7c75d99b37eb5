import { addCouponListeners, addOpenCouponsListeners } from './listeners/coupon';
import { addPlacementCheckListeners } from './listeners/couponPlacement';
import type { ListenerStarter } from './listeners/types';

/** The coupon's listeners (storage, open coupons, unanswered placements), started in a store with its first part there. */
export function addCouponFeatureListeners(listeners: ListenerStarter): void {
  addCouponListeners(listeners);
  addOpenCouponsListeners(listeners);
  addPlacementCheckListeners(listeners);
}
