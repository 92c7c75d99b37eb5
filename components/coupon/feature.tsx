'use client';

// The coupon's code, loaded by its gate when the coupon is first needed (couponGate.ts). Its slice
// injects the coupon's reducer into the store's root reducer as it is first evaluated
// (store/rootReducer.ts), before any of these parts can dispatch.
export { CouponHost } from './CouponHost';
export { CouponPanel } from './CouponPanel';
