'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { saveCouponCode } from '@/lib/api/couponCode';
import { useAppSelector } from '@/store/hooks';
import { selectCoupon } from '@/store/rootReducer';
import '@/app/styles/coupon.css';

/** Shares the coupon's selections under a short code another player loads (docs/coupon-api.md). */
export function ShareCoupon() {
  const t = useTranslations('coupon');
  const ids = useAppSelector((state) => selectCoupon(state).bets.map((bet) => bet.market.id).join(','));
  const [code, setCode] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    setFailed(false);
    try {
      setCode((await saveCouponCode(ids.split(',').map(Number))).code);
    } catch {
      setCode(null);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="coupon-load">
      <button type="button" className="link-button coupon-share" disabled={busy} onClick={() => void share()}>
        {t('saveCoupon')}
      </button>
      {code ? <p role="status">{t('savedCode', { code })}</p> : null}
      {failed ? (
        <p className="field-error" role="alert">
          {t('placeError')}
        </p>
      ) : null}
    </div>
  );
}
