'use client';

import { OnDemandPart } from '@/components/ui/OnDemandPart';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { addCouponFeatureListeners } from '@/store/coupon';
import { useAppSelector, useFeatureListeners } from '@/store/hooks';
import { selectCoupon } from '@/store/rootReducer';
import { CouponEmpty } from './CouponEmpty';
import { loadCouponSlip } from './loadCouponSlip';

// The slip and its words come with the first bet (docs/decisions/lazy-coupon.md): the shell carries only the
// empty coupon's words, the page's first load none of the slip's code.
const CouponSlip = lazyWithRetry(loadCouponSlip);

/** The right column's coupon: the empty state at once, the slip once there is something in it. */
export function CouponPanel() {
  useFeatureListeners(addCouponFeatureListeners);
  const busy = useAppSelector((state) => selectCoupon(state).bets.length > 0 || selectCoupon(state).tab === 'success');
  if (!busy) return <CouponEmpty />;
  return (
    <OnDemandPart words="couponSlip">
      <CouponSlip />
    </OnDemandPart>
  );
}
