'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { formatCoef } from '@/lib/coefficients/format';
import { useAppSelector } from '@/store/hooks';
import type { useCouponView } from './useCouponView';
import '@/app/styles/coupon.css';

function Figure({ id: name, label, value }: { id: string; label: string; value: string }) {
  // The slip can be on the page twice (the column and the phone's sheet): ids stay unique.
  const id = `${name}${useId()}`;
  return (
    <div className="coupon-figure">
      <span id={id}>{label}</span>
      <output aria-labelledby={id}>{value}</output>
    </div>
  );
}

/** The labelled figures: total odds, stake, combinations and the stake on each, possible win. */
export function CouponTotals({ view }: { view: ReturnType<typeof useCouponView> }) {
  const t = useTranslations('coupon');
  const formatId = useAppSelector((state) => state.app.coefViewId);
  const { totals, money } = view;
  return (
    <div className="coupon-totals">
      {totals.coef !== null ? <Figure id="coupon-total-coef" label={t('totalCoef')} value={formatCoef(totals.coef, formatId)} /> : null}
      {totals.combinations !== null ? <Figure id="coupon-combinations" label={t('combinations')} value={String(totals.combinations)} /> : null}
      {totals.stakePerCombination !== null ? <Figure id="coupon-per-combination" label={t('perCombination')} value={money(totals.stakePerCombination)} /> : null}
      <Figure id="coupon-total-stake" label={t('stake')} value={money(totals.stake)} />
      <Figure id="coupon-possible-win" label={t('possibleWin')} value={money(totals.possibleWin)} />
    </div>
  );
}
