'use client';

import { useCallback, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { COUPON_STORAGE_KEY } from '@/lib/config/coupon';
import { COUPON_BUS_EVENT } from '@/lib/coupon/busEvent';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { notificationShown } from '@/store/slices/notifications';
import { CouponEmptyView, LoadCouponButton, OneClickCheck } from './CouponEmptyView';
import { activateCoupon, clearCouponIntent, hasStoredCoupon, loadCouponFeature, queueCouponEvent, takeQueuedCouponEvents, useCouponFeature, type CouponIntent } from './couponGate';

/**
 * Loads the coupon's code. A failed load says so and drops the bets sent meanwhile and what was asked
 * of the empty coupon (a click the player saw fail is not made later behind his back); the next bet or
 * click tries again.
 */
function useLoadCoupon() {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  return useCallback(
    (load: () => Promise<unknown>) =>
      void load().catch(() => {
        takeQueuedCouponEvents();
        clearCouponIntent();
        dispatch(notificationShown({ type: 'error', message: t('loadFailed') }));
      }),
    [t, dispatch],
  );
}

/**
 * The coupon's page-wide parts (its bridge, the phone's bar), mounted once by the frame. Until the
 * coupon is needed it only watches for the first need (couponGate.ts): a bet on the bus (kept, and
 * sent again once the coupon listens), a coupon in storage or written there by another tab, a
 * signed-in player.
 */
export function CouponHostGate() {
  const feature = useCouponFeature();
  const signedIn = useAppSelector((state) => state.app.userId !== null);
  const load = useLoadCoupon();
  useEffect(() => {
    if (feature) return;
    // The bus is listened to until the coupon listens itself, also while a signed-in player's or a
    // stored coupon's code is on its way: a price tapped in that window is kept, not lost.
    const onBus = (event: Event) => {
      queueCouponEvent((event as CustomEvent).detail);
      load(loadCouponFeature);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === COUPON_STORAGE_KEY && event.newValue !== null) load(loadCouponFeature);
    };
    window.addEventListener(COUPON_BUS_EVENT, onBus);
    window.addEventListener('storage', onStorage);
    if (signedIn || hasStoredCoupon(window.localStorage)) load(loadCouponFeature);
    return () => {
      window.removeEventListener(COUPON_BUS_EVENT, onBus);
      window.removeEventListener('storage', onStorage);
    };
  }, [feature, signedIn, load]);
  return feature ? <feature.CouponHost /> : null;
}

/** The right column's coupon: the empty one until the coupon's code is here, then the real one. */
export function CouponPanelGate() {
  const feature = useCouponFeature();
  const load = useLoadCoupon();
  const allowed = useAppSelector((state) => state.app.siteConfig?.oneClickEnabled ?? false);
  if (feature) return <feature.CouponPanel />;
  const ask = (intent: CouponIntent) => load(() => activateCoupon(intent));
  return (
    <CouponEmptyView
      oneClick={
        allowed ? (
          <div className="coupon-one-click">
            <OneClickCheck checked={false} onChange={(checked) => checked && ask('oneClick')} />
          </div>
        ) : null
      }
      load={<LoadCouponButton onOpen={() => ask('load')} />}
    />
  );
}
