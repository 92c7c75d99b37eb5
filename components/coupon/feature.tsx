'use client';

// The coupon's code, loaded by its gate when the coupon is first needed (couponGate.ts). Importing
// store/coupon puts the coupon's reducer in the store before any of its parts can dispatch.
import '@/store/coupon';

export { CouponHost } from './CouponHost';
export { CouponPanel } from './CouponPanel';
