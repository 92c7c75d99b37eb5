'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { loadedBetInput } from '@/lib/coupon/fromLine';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { couponLoaded, loadCouponInputChanged } from '@/store/slices/coupon';
import { selectCoupon } from '@/store/rootReducer';
import { LoadCouponButton } from './CouponEmptyView';
import { clearCouponIntent, isCouponIntent } from './couponGate';
import '@/app/styles/coupon.css';

/** "Load a coupon" by its code (loadCouponInputValue). */
export function LoadCoupon() {
  const t = useTranslations('coupon');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const code = useAppSelector((state) => selectCoupon(state).loadCouponInputValue);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Closed until asked for (a code someone shared is the exception, not the rule): one link in
  // every page's HTML instead of a form. Open at once when a code was being typed before a reload,
  // or when the player asked for it before the coupon's code came (CouponGate.tsx).
  const [open, setOpen] = useState(() => code !== '' || isCouponIntent('load'));
  useEffect(() => {
    if (isCouponIntent('load')) clearCouponIntent();
  }, []);

  async function load() {
    if (!code.trim()) return;
    setBusy(true);
    setMessage(null);
    try {
      // The call comes with the first load asked for (most players never load a shared coupon).
      const { loadCouponByCode } = await import('@/lib/api/couponCode');
      const { bets } = await loadCouponByCode(code.trim().toUpperCase(), lng);
      dispatch(couponLoaded(bets.map(loadedBetInput)));
    } catch (error) {
      setMessage(error instanceof ApiError && error.status === 404 ? t('loadNotFound') : t('placeError'));
    } finally {
      setBusy(false);
    }
  }

  if (!open) return <LoadCouponButton onOpen={() => setOpen(true)} />;
  return (
    <div className="coupon-load">
      <form
        className="coupon-load__form"
        onSubmit={(event) => {
          event.preventDefault();
          void load();
        }}
      >
        <label className="coupon-field">
          <span>{t('loadCoupon')}</span>
          <input
            value={code}
            placeholder={t('loadCouponCode')}
            autoComplete="off"
            maxLength={16}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? 'coupon-load-error' : undefined}
            // Opened by the player's click on "load a coupon": the field is what he asked for.
            autoFocus
            onChange={(event) => dispatch(loadCouponInputChanged(event.target.value))}
          />
        </label>
        <button type="submit" className="btn btn--ghost" disabled={busy}>
          {t('load')}
        </button>
      </form>
      {message ? (
        <p className="field-error" id="coupon-load-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
