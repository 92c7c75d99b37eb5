'use client';

import { useTranslations } from 'next-intl';
import { LoadCoupon } from './LoadCoupon';
import { OneClickSwitch } from './OneClickSwitch';

/** The coupon with no bets: what to do, one-click betting, and loading a coupon by its code. */
export function CouponEmpty() {
  const t = useTranslations('coupon');
  return (
    <>
      <div className="coupon-panel__empty">
        <span className="coupon-panel__icon" aria-hidden="true" />
        <p className="coupon-panel__lead">{t('empty')}</p>
        <p className="muted">{t('emptyHint')}</p>
      </div>
      {/* One-click is switched on before any bet: then a price click places a single at once. */}
      <OneClickSwitch />
      <LoadCoupon />
    </>
  );
}
