'use client';

import { CouponEmptyView } from './CouponEmptyView';
import { LoadCoupon } from './LoadCoupon';
import { OneClickSwitch } from './OneClickSwitch';

/** The coupon with no bets, working: one-click betting and loading a coupon by its code. */
export function CouponEmpty() {
  return <CouponEmptyView oneClick={<OneClickSwitch />} load={<LoadCoupon />} />;
}
