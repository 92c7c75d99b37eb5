'use client';

import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { fetchCouponView, couponViewKey } from '@/lib/api/couponView';
import { href } from '@/lib/routes/href';
import { AppLink } from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { couponCleared, selectionsKept } from '@/store/slices/coupon';
import { selectCoupon } from '@/store/rootReducer';
import type { PlacedCoupon } from '@/lib/coupon/state';
import { ACCEPTING_POLL_MS } from '@/lib/config/coupon';
import '@/app/styles/coupon.css';

/** A placed coupon's number and state; a live coupon waiting for acceptance is polled until it is decided. */
function PlacedLine({ placed }: { placed: PlacedCoupon }) {
  const t = useTranslations('coupon');
  const lng = useLocale();
  const { data } = useSWR(placed.status === 'accepting' ? couponViewKey(placed.couponId, lng) : null, () => fetchCouponView(placed.couponId, lng), {
    refreshInterval: (latest) => (latest && latest.status !== 'accepting' ? 0 : ACCEPTING_POLL_MS),
  });
  const status = data?.status ?? placed.status;
  return (
    <div className="coupon-placed">
      <p role="status" className={status === 'rejected' ? 'field-error' : 'coupon-placed__status'}>
        {status === 'accepting' ? t('accepting') : status === 'rejected' ? t('rejected') : t('success')}
      </p>
      <p>
        {t('couponNumber', { id: placed.couponId })} ·{' '}
        <AppLink kind="action" href={href(lng, 'printCoupon', { couponId: String(placed.couponId) })} target="_blank">
          {t('print')}
        </AppLink>
      </p>
    </div>
  );
}

/** After placing (limits-coupon-auth.md §3 successCoupon): the coupon's number, a print link, "keep selections" and "clear". */
export function CouponSuccess() {
  const t = useTranslations('coupon');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const placed = useAppSelector((state) => selectCoupon(state).successCoupon);
  const singles = useAppSelector((state) => selectCoupon(state).singlesResultCoupons);
  const bets = useAppSelector((state) => selectCoupon(state).bets);
  const eventOf = (betId: number) => {
    const bet = bets.find((b) => b.market.id === betId);
    return bet ? `${bet.game.names.team1} — ${bet.game.names.team2}, ${bet.market.names.market}` : String(betId);
  };
  return (
    <div className="coupon-success">
      {placed ? <PlacedLine placed={placed} /> : null}
      {singles.length ? (
        <>
          <p role="status">{t('singlesResult', { ok: singles.filter((s) => s.ok).length, total: singles.length })}</p>
          <ul className="coupon-singles">
            {singles.map((single) =>
              single.ok ? (
                <li key={single.betId}>
                  {eventOf(single.betId)}: <PlacedLine placed={single.coupon} />
                </li>
              ) : (
                <li key={single.betId} className="field-error">
                  {t('singleFailed', { event: eventOf(single.betId), reason: single.message })}
                </li>
              ),
            )}
          </ul>
        </>
      ) : null}
      <AppLink kind="office" href={href(lng, 'officeHistory')}>{t('history')}</AppLink>
      <div className="coupon-actions">
        <button type="button" className="btn btn--ghost" onClick={() => dispatch(selectionsKept())}>
          {t('keepSelections')}
        </button>
        <button type="button" className="btn btn--accent" onClick={() => dispatch(couponCleared())}>
          {t('clearAfter')}
        </button>
      </div>
    </div>
  );
}
