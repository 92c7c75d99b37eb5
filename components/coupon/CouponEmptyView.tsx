'use client';

import type { ReactNode, Ref } from 'react';
import { useTranslations } from 'next-intl';
import '@/app/styles/coupon.css';

/**
 * The coupon with no bets: what to do, then its two controls (one-click betting, loading a coupon
 * by its code). The same view before the coupon's code is on the page (CouponGate.tsx) and after
 * (CouponEmpty.tsx), so its coming changes nothing on screen.
 */
export function CouponEmptyView({ oneClick, load }: { oneClick: ReactNode; load: ReactNode }) {
  const t = useTranslations('coupon');
  return (
    <>
      <div className="coupon-panel__empty">
        <span className="coupon-panel__icon" aria-hidden="true" />
        <p className="coupon-panel__lead">{t('empty')}</p>
        <p className="muted">{t('emptyHint')}</p>
      </div>
      {/* One-click is switched on before any bet: then a price click places a single at once. */}
      {oneClick}
      {load}
    </>
  );
}

/** One-click's check box (the amount field follows it while it is on). */
export function OneClickCheck({ checked, onChange, inputRef }: { checked: boolean; onChange: (checked: boolean) => void; inputRef?: Ref<HTMLInputElement> }) {
  const t = useTranslations('coupon');
  return (
    <label className="coupon-check">
      <input ref={inputRef} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{t('oneClick')}</span>
    </label>
  );
}

/** "Load a coupon", closed: one link-like button instead of a form (a shared code is the exception). */
export function LoadCouponButton({ onOpen }: { onOpen: () => void }) {
  const t = useTranslations('coupon');
  return (
    <div className="coupon-load">
      <button type="button" className="link-button" aria-expanded={false} onClick={onOpen}>
        {t('loadCoupon')}
      </button>
    </div>
  );
}
