'use client';

import { useTranslations } from 'next-intl';
import { LoadCoupon } from './LoadCoupon';

/** The coupon with no bets: what to do, and loading a coupon by its code. */
export function CouponEmpty() {
  const t = useTranslations('coupon');
  return (
    <>
      <div className="coupon-panel__empty">
        <span className="coupon-panel__icon" aria-hidden="true" />
        <p className="coupon-panel__lead">{t('empty')}</p>
        <p className="muted">{t('emptyHint')}</p>
      </div>
      <LoadCoupon />
    </>
  );
}
