'use client';

import { useEffect } from 'react';
import { COUPON_BUS_EVENT } from '@/lib/coupon/busEvent';
import { addCouponFeatureListeners } from '@/store/coupon';
import { useFeatureListeners } from '@/store/hooks';
import { CouponBar } from './CouponBar';
import { CouponBridge } from './CouponBridge';
import { takeQueuedCouponEvents } from './couponGate';

/** The coupon's page-wide parts, one client reference in the page: the bridge and the phone's bar. */
export function CouponHost() {
  useFeatureListeners(addCouponFeatureListeners);
  // What the bus sent before the coupon's code came, sent again now that the bridge and the bar
  // listen (a child's effects run before its parent's).
  useEffect(() => {
    for (const detail of takeQueuedCouponEvents()) window.dispatchEvent(new CustomEvent(COUPON_BUS_EVENT, { detail }));
  }, []);
  return (
    <>
      <CouponBridge />
      <CouponBar />
    </>
  );
}
