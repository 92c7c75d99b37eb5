'use client';

import { CouponBar } from './CouponBar';
import { CouponBridge } from './CouponBridge';

/** The coupon's page-wide parts, one client reference in the page: the bridge and the phone's bar. */
export function CouponHost() {
  return (
    <>
      <CouponBridge />
      <CouponBar />
    </>
  );
}
