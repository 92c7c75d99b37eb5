import { addCouponListeners, addOpenCouponsListeners } from './listeners/coupon';
import type { ListenerStarter } from './listeners/types';

/** The coupon's listeners (storage, open coupons), started in a store with its first part there. */
export function addCouponFeatureListeners(listeners: ListenerStarter): void {
  addCouponListeners(listeners);
  addOpenCouponsListeners(listeners);
}
