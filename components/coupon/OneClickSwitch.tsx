'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { isOneClickActive } from '@/lib/coupon/availability';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { oneClickAmountChanged, oneClickChanged } from '@/store/slices/coupon';
import { AmountInput } from './AmountInput';

/**
 * One-click betting, when the site allows it (limits spec §5). Turning it on over a coupon with
 * bets asks first (§4): the title says the coupon will be cleared; "enable" clears and turns it on,
 * "undo" leaves it off.
 */
export function OneClickSwitch() {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const allowed = useAppSelector((state) => state.app.siteConfig?.oneClickEnabled ?? false);
  const on = useAppSelector((state) => isOneClickActive(allowed, state.coupon.settings.isActiveOneClick));
  const hasBets = useAppSelector((state) => state.coupon.bets.length > 0);
  const amount = useAppSelector((state) => state.coupon.settings.oneClickAmount ?? state.coupon.initialAmount ?? 0);
  const [asking, setAsking] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (asking) dialog.current?.showModal();
    else dialog.current?.close();
  }, [asking]);
  if (!allowed) return null;
  return (
    <div className="coupon-one-click">
      <label className="coupon-check">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => {
            if (!event.target.checked) dispatch(oneClickChanged(false));
            else if (hasBets) setAsking(true);
            else dispatch(oneClickChanged(true));
          }}
        />
        <span>{t('oneClick')}</span>
      </label>
      {on ? <AmountInput id="coupon-one-click" label={t('oneClickAmount')} value={amount} onChange={(value) => dispatch(oneClickAmountChanged({ amount: value, bonusAccount: false }))} /> : null}
      {asking ? (
        <dialog ref={dialog} className="coupon-confirm" aria-labelledby="coupon-one-click-title" aria-describedby="coupon-one-click-text" onCancel={() => setAsking(false)}>
          <h2 id="coupon-one-click-title">{t('oneClickConfirmTitle')}</h2>
          <p id="coupon-one-click-text">{t('oneClickConfirmText')}</p>
          <div className="coupon-confirm__buttons">
            <button
              type="button"
              className="btn btn--accent"
              onClick={() => {
                dispatch(oneClickChanged(true));
                setAsking(false);
              }}
            >
              {t('oneClickEnable')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking(false)}>
              {t('oneClickUndo')}
            </button>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
