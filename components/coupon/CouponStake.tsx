'use client';

import { useTranslations } from 'next-intl';
import { COUPON_TYPE } from '@/lib/rules/coupon';
import { ACCOUNT_TYPE } from '@/lib/config/accounts';
import { quickAmounts } from '@/lib/coupon/amounts';
import { chainLegs } from '@/lib/coupon/totals';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { amountChanged, amountForLegChanged } from '@/store/slices/coupon';
import { selectCoupon } from '@/store/rootReducer';
import { AmountInput } from './AmountInput';
import { SystemOptions } from './SystemOptions';
import type { useCouponView } from './useCouponView';
import '@/app/styles/coupon.css';

type View = ReturnType<typeof useCouponView>;

/** The stake: the field, quick stakes from the currency's step, min and max; a system's option; a chain's legs. */
export function CouponStake({ view, amountError, legErrors }: { view: View; amountError: string | null; legErrors: Record<string, string> }) {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const { coupon, money, amountProblem } = view;
  const step = useAppSelector((state) => selectCoupon(state).amountStep) ?? 1;
  const problem =
    amountProblem?.code === 'belowMin' ? t('belowMin', { amount: money(amountProblem.min) }) : amountProblem?.code === 'aboveMax' ? t('aboveMax', { amount: money(amountProblem.max) }) : null;
  const showsMain = coupon.typeId !== COUPON_TYPE.multiSingles;
  // Bonuses (docs/bonuses.md): the account the stake comes from (the one chosen in the slip, else the active one).
  const stakedFrom = useAppSelector((state) => state.account.allAccounts.find((item) => item.id === (coupon.accountId ?? view.account?.id)));
  return (
    <div className="coupon-stake">
      {coupon.typeId === COUPON_TYPE.system ? <SystemOptions view={view} /> : null}
      {showsMain ? (
        <AmountInput id="coupon-amount" label={coupon.typeId === COUPON_TYPE.chain ? t('legLabel', { number: 1 }) : t('stake')} value={coupon.amount} onChange={(value) => dispatch(amountChanged(value))} error={amountError ?? problem} />
      ) : null}
      {coupon.typeId === COUPON_TYPE.chain
        ? chainLegs(coupon.bets, coupon.amount, coupon.amountByBlockId)
            .slice(1)
            .map((leg) => (
              <AmountInput
                key={leg.blockId}
                id={`coupon-leg-${leg.blockId}`}
                label={`${t('legLabel', { number: leg.blockId + 1 })} (${t('legMax', { amount: money(leg.max ?? 0) })})`}
                value={leg.amount}
                onChange={(value) => dispatch(amountForLegChanged({ blockId: leg.blockId, amount: value }))}
                error={legErrors[String(leg.blockId)] ?? (leg.max !== null && leg.amount > leg.max ? t('legAboveMax', { amount: money(leg.max) }) : null)}
              />
            ))
        : null}
      {/* Bonuses (docs/bonuses.md): say when the stake comes from the bonus account. */}
      {stakedFrom?.type === ACCOUNT_TYPE.bonus ? <p className="muted coupon-bonus-note">{t('bonusAccountNote')}</p> : null}
      {!showsMain && problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {showsMain ? (
        <div className="coupon-quick" role="group" aria-label={t('quickStakesLabel')}>
          {quickAmounts(step).map((amount) => (
            <button key={amount} type="button" className="btn btn--ghost coupon-chip" aria-label={t('quickStake', { amount: money(amount) })} onClick={() => dispatch(amountChanged(amount))}>
              {amount}
            </button>
          ))}
          {coupon.minBetAmount !== null ? (
            <button type="button" className="btn btn--ghost coupon-chip" aria-label={t('minStake')} onClick={() => dispatch(amountChanged(coupon.minBetAmount ?? 0))}>
              {t('min')}
            </button>
          ) : null}
          {coupon.maxBetAmount !== null ? (
            <button type="button" className="btn btn--ghost coupon-chip" aria-label={t('maxStake')} onClick={() => dispatch(amountChanged(coupon.maxBetAmount ?? 0))}>
              {t('max')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
