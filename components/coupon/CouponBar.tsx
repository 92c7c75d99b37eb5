'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatCoef } from '@/lib/coefficients/format';
import { onCouponEvent } from '@/lib/coupon/bus';
import { useAppSelector } from '@/store/hooks';
import { selectCoupon } from '@/store/rootReducer';
import { CouponPanel } from './CouponPanel';
import '@/app/styles/coupon.css';

/**
 * Phones (docs/decisions/phone-layout.md): a bottom bar with the count and total odds that opens the slip as a
 * sheet (a modal dialog: focus stays inside, Escape closes it). Hidden by CSS where the right column shows.
 */
export function CouponBar() {
  const t = useTranslations('coupon');
  const count = useAppSelector((state) => selectCoupon(state).bets.length);
  const coef = useAppSelector((state) => selectCoupon(state).coef);
  const formatId = useAppSelector((state) => state.app.coefViewId);
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLDialogElement>(null);
  // The bottom navigation's coupon button opens the sheet, even with no bet in it.
  useEffect(() => onCouponEvent((event) => event.type === 'openSlip' && setOpen(true)), []);
  useEffect(() => {
    if (open) sheet.current?.showModal();
    else sheet.current?.close();
  }, [open]);
  if (count === 0 && !open) return null;
  return (
    <div className="coupon-bar">
      <button type="button" className="coupon-bar__open" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <span className="coupon-bar__count">{t('barLabel', { count })}</span>
        {coef !== null ? <span className="coupon-bar__coef">{formatCoef(coef, formatId)}</span> : null}
        <span className="visually-hidden">{t('barOpen')}</span>
      </button>
      {open ? (
        <dialog ref={sheet} className="coupon-sheet" aria-labelledby="coupon-sheet-title" onCancel={() => setOpen(false)}>
          <div className="coupon-panel__head">
            <h2 id="coupon-sheet-title" className="column-title">
              {t('title')}
            </h2>
            <button type="button" className="coupon-bet__remove" aria-label={t('sheetClose')} onClick={() => setOpen(false)}>
              ×
            </button>
          </div>
          <CouponPanel />
        </dialog>
      ) : null}
    </div>
  );
}
