'use client';

// The coupon's code, loaded by its gate when the coupon is first needed (couponGate.ts). Its slice
// puts the coupon's reducer in the store as it is first evaluated (store/lazySlices.ts), before any
// of these parts can dispatch.
export { CouponHost } from './CouponHost';
export { CouponPanel } from './CouponPanel';
