'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { availableTypes } from '@/lib/coupon/availability';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { typeChosen } from '@/store/slices/coupon';
import { selectCoupon } from '@/store/rootReducer';
import '@/app/styles/coupon.css';

/** The coupon's types as tabs (radio buttons: one is chosen); only those the bets allow. */
export function CouponTypeTabs() {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const bets = useAppSelector((state) => selectCoupon(state).bets);
  const typeId = useAppSelector((state) => selectCoupon(state).typeId);
  const name = `coupon-type${useId()}`;
  const types = availableTypes(bets);
  if (types.length < 2) return null;
  return (
    <fieldset className="coupon-types">
      <legend className="visually-hidden">{t('typesLabel')}</legend>
      {types.map((type) => (
        <label key={type} className="coupon-types__tab">
          <input type="radio" name={name} value={type} checked={type === typeId} onChange={() => dispatch(typeChosen(type))} />
          <span>{t('typeName', { typeId: String(type) })}</span>
        </label>
      ))}
    </fieldset>
  );
}
