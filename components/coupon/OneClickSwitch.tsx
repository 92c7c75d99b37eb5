'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { isOneClickActive } from '@/lib/coupon/availability';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { oneClickAmountChanged, oneClickChanged } from '@/store/slices/coupon';
import { selectCoupon } from '@/store/rootReducer';
import { AmountInput } from './AmountInput';
import { OneClickCheck } from './CouponEmptyView';
import { clearCouponIntent, isCouponIntent } from './couponGate';

type Confirm = ComponentType<{ onEnable: () => void; onUndo: () => void }>;

/**
 * One-click betting, when the site allows it (limits-coupon-auth.md §5). Over a coupon with bets, turning it
 * on asks first (`confirm`, the slip's OneClickConfirm); the empty coupon has nothing to clear.
 */
export function OneClickSwitch({ confirm: Confirm }: { confirm?: Confirm }) {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const allowed = useAppSelector((state) => state.app.siteConfig?.oneClickEnabled ?? false);
  const on = useAppSelector((state) => isOneClickActive(allowed, selectCoupon(state).settings.isActiveOneClick));
  const hasBets = useAppSelector((state) => selectCoupon(state).bets.length > 0);
  const amount = useAppSelector((state) => selectCoupon(state).settings.oneClickAmount ?? selectCoupon(state).initialAmount ?? 0);
  const [asking, setAsking] = useState(false);
  // Ticked on the empty coupon before its code came (CouponGate.tsx): on, with the focus back here.
  const [asked] = useState(() => isCouponIntent('oneClick'));
  const check = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!asked) return;
    clearCouponIntent();
    dispatch(oneClickChanged(true));
    check.current?.focus();
  }, [asked, dispatch]);
  if (!allowed) return null;
  return (
    <div className="coupon-one-click">
      <OneClickCheck
        inputRef={check}
        checked={on}
        onChange={(checked) => {
          if (!checked) dispatch(oneClickChanged(false));
          else if (hasBets && Confirm) setAsking(true);
          else dispatch(oneClickChanged(true));
        }}
      />
      {on ? <AmountInput id="coupon-one-click" label={t('oneClickAmount')} value={amount} onChange={(value) => dispatch(oneClickAmountChanged({ amount: value, bonusAccount: false }))} /> : null}
      {asking && Confirm ? (
        <Confirm
          onEnable={() => {
            dispatch(oneClickChanged(true));
            setAsking(false);
          }}
          onUndo={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
