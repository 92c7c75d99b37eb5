'use client';

import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';
import { CouponEmpty } from './CouponEmpty';

// The slip's working parts load when the coupon first has a bet (or a restored one): most pages
// are opened with an empty coupon, and its chunk would be in every first load (issue 10 point 3).
const CouponSlip = dynamic(() => import('./CouponSlip').then((m) => m.CouponSlip), { loading: () => <CouponEmpty /> });

/** The right column's coupon: the empty state at once, the slip once there is something in it. */
export function CouponPanel() {
  const busy = useAppSelector((state) => state.coupon.bets.length > 0 || state.coupon.tab === 'success');
  return busy ? <CouponSlip /> : <CouponEmpty />;
}
