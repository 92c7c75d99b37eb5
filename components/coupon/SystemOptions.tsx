'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { floorToMinor } from '@/lib/coupon/money';
import { systemWin } from '@/lib/coupon/systems';
import { useAppDispatch } from '@/store/hooks';
import { systemValueChosen } from '@/store/slices/coupon';
import type { useCouponView } from './useCouponView';
import '@/app/styles/coupon.css';

/**
 * A system's options (limits-coupon-auth.md §3 "System option"): every "k from n" from 2, each with its combinations, the
 * stake on each and the most it can win at the stake as typed, priced without listing combinations.
 */
export function SystemOptions({ view }: { view: ReturnType<typeof useCouponView> }) {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const name = `coupon-system${useId()}`;
  const { coupon, money } = view;
  const selections = coupon.bets.map((bet) => ({ coef: bet.market.coef, isBanker: bet.isBanker }));
  return (
    <fieldset className="coupon-systems">
      <legend>{t('systemLabel')}</legend>
      {coupon.systemValues.map((option) => {
        const perCombination = coupon.amount / option.combo;
        const maxWin = systemWin(selections, option.value, coupon.amount);
        return (
          <label key={option.value} className="coupon-check coupon-systems__option">
            <input type="radio" name={name} checked={option.value === coupon.systemValue} onChange={() => dispatch(systemValueChosen(option.value))} />
            <span>
              {t('systemOption', { value: option.value, count: coupon.bets.length, combo: option.combo })}
              {' · '}
              <span className="muted">{t('systemOptionFigures', { stake: money(floorToMinor(perCombination)), win: money(maxWin) })}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
