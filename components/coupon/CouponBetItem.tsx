'use client';

import { useTranslations } from 'next-intl';
import { COUPON_TYPE } from '@/lib/rules/coupon';
import { formatCoef } from '@/lib/coefficients/format';
import { isBetFinished, isBetLive } from '@/lib/coupon/betState';
import { coefDirection } from '@/lib/coupon/changes';
import type { CouponBet } from '@/lib/coupon/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { amountForBetChanged, bankerToggled, betRemoved } from '@/store/slices/coupon';
import { selectCoupon } from '@/store/rootReducer';
import { AmountInput } from './AmountInput';
import '@/app/styles/coupon.css';

/** One line of the coupon: event, market, price (old → new while it moved), its state, remove. */
export function CouponBetItem({ bet, error }: { bet: CouponBet; error: string | null }) {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const formatId = useAppSelector((state) => state.app.coefViewId);
  const typeId = useAppSelector((state) => selectCoupon(state).typeId);
  const amount = useAppSelector((state) => selectCoupon(state).amountByBetId[String(bet.market.id)] ?? selectCoupon(state).amount);
  const event = `${bet.game.names.team1} — ${bet.game.names.team2}`;
  const direction = coefDirection(bet.prevCoef, bet.market.coef);
  const finished = isBetFinished(bet);
  const state = bet.isSuspended ? t('suspended') : finished ? t('finished') : bet.isDepend && typeId !== COUPON_TYPE.multiSingles ? t('depend') : null;
  const errorId = `coupon-bet-error-${bet.market.id}`;
  return (
    <li className="coupon-bet" data-locked={Boolean(state) || undefined} aria-describedby={error ? errorId : undefined}>
      <div className="coupon-bet__head">
        <span className="coupon-bet__event">
          {isBetLive(bet) ? <span className="coupon-bet__live">{t('live')}</span> : null}
          {event}
        </span>
        <button type="button" className="coupon-bet__remove" aria-label={t('remove', { event, market: bet.market.names.market })} onClick={() => dispatch(betRemoved(bet.market.id))}>
          ×
        </button>
      </div>
      <div className="coupon-bet__market">
        <span>{bet.market.names.market}</span>
        {state ? <span className="odd__lock" aria-hidden="true" /> : null}
        <span className={direction ? `coupon-bet__coef coupon-bet__coef--${direction}` : 'coupon-bet__coef'}>
          {direction && bet.prevCoef !== null ? (
            <span className="visually-hidden">
              {t('coefChanged', { from: formatCoef(bet.prevCoef, formatId), to: formatCoef(bet.market.coef, formatId) })}, {direction === 'up' ? t('coefUp') : t('coefDown')}.
            </span>
          ) : null}
          {direction && bet.prevCoef !== null ? (
            <s className="coupon-bet__old" aria-hidden="true">
              {formatCoef(bet.prevCoef, formatId)}
            </s>
          ) : null}
          <span aria-hidden={direction ? true : undefined}>{formatCoef(bet.market.coef, formatId)}</span>
        </span>
      </div>
      {state ? <p className="coupon-bet__state">{state}</p> : null}
      {typeId === COUPON_TYPE.system ? (
        <label className="coupon-bet__banker">
          <input type="checkbox" checked={bet.isBanker} disabled={bet.isDisabledBanker} onChange={() => dispatch(bankerToggled(bet.market.id))} aria-label={t('bankerLabel', { event })} />
          <span aria-hidden="true">{t('banker')}</span>
        </label>
      ) : null}
      {typeId === COUPON_TYPE.multiSingles ? (
        <AmountInput
          id={`coupon-amount-${bet.market.id}`}
          label={t('stakeFor', { market: `${event}, ${bet.market.names.market}` })}
          value={amount}
          onChange={(value) => dispatch(amountForBetChanged({ id: bet.market.id, amount: value }))}
        />
      ) : null}
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
