'use client';

import { useTranslations } from 'next-intl';
import { hasUnacceptedChange } from '@/lib/coupon/state';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { changesAccepted, couponCleared } from '@/store/slices/coupon';
import { CouponBetItem } from './CouponBetItem';
import { CouponOptions } from './CouponOptions';
import { CouponStake } from './CouponStake';
import { CouponSuccess } from './CouponSuccess';
import { CouponTotals } from './CouponTotals';
import { CouponTypeTabs } from './CouponTypeTabs';
import { CouponEmpty } from './CouponEmpty';
import { ShareCoupon } from './ShareCoupon';
import { useCouponView } from './useCouponView';
import { usePlaceCoupon } from './usePlaceCoupon';
import '@/app/styles/coupon.css';

/**
 * The slip (limits-coupon-auth.md §2–§5): type tabs, the bets as a list, the stake and its figures, the
 * account, promo code and settings, place and clear; after placing, the success view. The same
 * component is the right column on desktop and the sheet on phones.
 */
export function CouponSlip() {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const view = useCouponView();
  const { place, placing, checking, error } = usePlaceCoupon();
  const signedIn = useAppSelector((state) => state.app.userId !== null);
  const { coupon } = view;

  if (coupon.tab === 'success') return <CouponSuccess />;
  if (coupon.bets.length === 0) return <CouponEmpty />;
  const waitsForAcceptance = hasUnacceptedChange(coupon);
  return (
    <form
      className="coupon-slip"
      aria-busy={placing}
      onSubmit={(event) => {
        event.preventDefault();
        void place();
      }}
    >
      <CouponTypeTabs />
      <ul className="coupon-bets" aria-label={t('betsLabel')}>
        {coupon.bets.map((bet) => (
          <CouponBetItem key={bet.market.id} bet={bet} error={error.lines[String(bet.market.id)] ?? null} />
        ))}
      </ul>
      <CouponStake view={view} amountError={error.amount} legErrors={error.legs} />
      <CouponTotals view={view} />
      <CouponOptions view={view} promoError={error.promoCode ?? null} />
      {error.general ? (
        <p className="field-error" role="alert">
          {error.general}
        </p>
      ) : null}
      {/* A placement with no answer yet: checked with its key until the backend answers (usePlaceCoupon). */}
      {checking ? (
        <p className="muted" role="status">
          {t('placementChecking')}
        </p>
      ) : null}
      <ShareCoupon />
      <div className="coupon-actions">
        {/* Keyed apart: reused, the accept button would turn into the submit button within its own
            click, and the browser would then place the coupon the player only meant to accept. */}
        {waitsForAcceptance ? (
          <button key="accept" type="button" className="btn btn--accent btn--large" onClick={() => dispatch(changesAccepted())}>
            {t('acceptChanges')}
          </button>
        ) : (
          <button key="place" type="submit" className="btn btn--accent btn--large" disabled={placing || checking || !coupon.isActivePlaceBet || view.amountProblem !== null}>
            {placing ? t('placing') : signedIn ? t('place') : t('signInToBet')}
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={() => dispatch(couponCleared())}>
          {t('clear')}
        </button>
      </div>
    </form>
  );
}
