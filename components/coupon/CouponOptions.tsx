'use client';

import { useId } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { CHANGE_COEF_ACTION, type ChangeCoefAction } from '@/lib/rules/coupon';
import { isPromoCodeAvailable, isVipBetAvailable } from '@/lib/coupon/availability';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAccounts, selectBonusAccounts } from '@/store/slices/account';
import { accountChosen, bonusBetDeleted, changeCoefActionChosen, dropOnScoreChanged, exactCoefChanged, promoCodeChanged, vipBetChanged } from '@/store/slices/coupon';
import { OneClickSwitch } from './OneClickSwitch';
import { OneClickConfirm } from './OneClickConfirm';
import type { useCouponView } from './useCouponView';
import { moneyFormat } from '@/lib/account/moneyFormat';
import '@/app/styles/coupon.css';

const ACTIONS = Object.values(CHANGE_COEF_ACTION) as ChangeCoefAction[];

/**
 * The account to bet from, the bonus bet, a promo code (a refused one says why next to it:
 * docs/promotions-api.md "In the coupon"), and the coupon's settings.
 */
export function CouponOptions({ view, promoError = null }: { view: ReturnType<typeof useCouponView>; promoError?: string | null }) {
  const t = useTranslations('coupon');
  const format = useFormatter();
  const dispatch = useAppDispatch();
  const accounts = useAppSelector(selectAccounts);
  const bonuses = useAppSelector(selectBonusAccounts);
  const { coupon, account, bonusOffered, bonusFactor, siteConfig } = view;
  const choices = [...accounts, ...bonuses];
  const vip = isVipBetAvailable({ siteEnables: siteConfig?.vipBetEnabled ?? false, maxBetAmount: coupon.maxBetAmount, bets: coupon.bets, typeId: coupon.typeId });
  const { settings } = coupon;
  const ids = useId();
  const actionGroup = `coupon-coef-action${ids}`;
  const promoErrorId = `coupon-promo-error${ids}`;
  return (
    <div className="coupon-options">
      {bonusOffered ? (
        <p className="coupon-bonus">
          <span>{t('bonusBet', { coef: bonusFactor.toFixed(2) })}</span>
          <button type="button" className="coupon-bet__remove" aria-label={t('removeBonusBet')} onClick={() => dispatch(bonusBetDeleted())}>
            ×
          </button>
        </p>
      ) : null}
      {choices.length > 1 ? (
        <label className="coupon-field">
          <span>{t('account')}</span>
          <select value={coupon.accountId ?? account?.id ?? ''} onChange={(event) => dispatch(accountChosen(Number(event.target.value)))}>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label} · {format.number(choice.money, moneyFormat(choice.iso))}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {isPromoCodeAvailable(coupon.typeId) ? (
        <label className="coupon-field">
          <span>{t('promoCode')}</span>
          <input
            value={coupon.manualPromoCode}
            autoComplete="off"
            maxLength={40}
            aria-invalid={promoError ? true : undefined}
            aria-describedby={promoError ? promoErrorId : undefined}
            onChange={(event) => dispatch(promoCodeChanged(event.target.value))}
          />
        </label>
      ) : null}
      {isPromoCodeAvailable(coupon.typeId) && promoError ? (
        <p id={promoErrorId} className="field-error" role="alert">
          {promoError}
        </p>
      ) : null}
      {vip ? (
        <label className="coupon-check">
          <input type="checkbox" checked={settings.isVipBet} onChange={(event) => dispatch(vipBetChanged(event.target.checked))} />
          <span>{t('vipBet')}</span>
        </label>
      ) : null}
      <details className="coupon-settings">
        <summary>{t('settingsLabel')}</summary>
        <fieldset>
          <legend>{t('changeCoefAction')}</legend>
          {ACTIONS.map((action) => (
            <label key={action} className="coupon-check">
              <input type="radio" name={actionGroup} checked={settings.changeCoefAction === action} onChange={() => dispatch(changeCoefActionChosen(action))} />
              <span>{t('changeCoefOption', { action: String(action) })}</span>
            </label>
          ))}
        </fieldset>
        <label className="coupon-check">
          <input type="checkbox" checked={settings.exactCoef} onChange={(event) => dispatch(exactCoefChanged(event.target.checked))} />
          <span>{t('exactCoef')}</span>
        </label>
        <OneClickSwitch confirm={OneClickConfirm} />
        <label className="coupon-check">
          <input type="checkbox" checked={settings.isDropOnScoreChange} onChange={(event) => dispatch(dropOnScoreChanged(event.target.checked))} />
          <span>{t('dropOnScore')}</span>
        </label>
      </details>
    </div>
  );
}
