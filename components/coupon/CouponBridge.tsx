'use client';

import { useEffect, useRef } from 'react';
import { COUPON_STORAGE_KEY, FALLBACK_CURRENCY_ISO } from '@/lib/config/coupon';
import { onCouponEvent } from '@/lib/coupon/bus';
import { restoreCoupon } from '@/lib/coupon/persist';
import { priceStore } from '@/lib/odds/priceStore';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectActiveAccount } from '@/store/slices/account';
import { betAdded, betRemoved, betToggled, betUpdated, couponRestored, currencyKnown, stakeBoundsKnown } from '@/store/slices/coupon';
import { useOneClick } from './useOneClick';
import { openCouponsWatched } from '@/store/listeners/coupon';
import { selectCoupon } from '@/store/rootReducer';

/**
 * The coupon's ties to the page, mounted once by the main frame:
 * - the event bus → the slice (a price button, a screen or a remote app adds a bet);
 * - storage → the slice: the coupon of the last visit, and another tab's changes as they happen;
 * - the live price store → the coupon's prices (a moved price shows old → new in the slip);
 * - the active account's currency → the amount step, initial amount and stake bounds (§9);
 * - one-click: while it is on, a price click places a single instead (useOneClick).
 */
export function CouponBridge() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const takeOneClick = useOneClick();
  // The bus is listened to once; the one-click rule reads the latest state when a click comes.
  const oneClick = useRef(takeOneClick);
  useEffect(() => {
    oneClick.current = takeOneClick;
  });

  useEffect(() => {
    const restored = restoreCoupon(window.localStorage.getItem(COUPON_STORAGE_KEY), selectCoupon(store.getState()));
    if (restored) dispatch(couponRestored(restored));
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key !== COUPON_STORAGE_KEY || event.storageArea !== window.localStorage) return;
      const next = restoreCoupon(event.newValue, selectCoupon(store.getState()));
      // Another tab cleared it (or wrote what cannot be read): an empty coupon here too.
      dispatch(couponRestored(next ?? { ...selectCoupon(store.getState()), bets: [] }));
    };
    window.addEventListener('storage', fromOtherTab);
    const stopBus = onCouponEvent((event) => {
      if (event.type === 'toggleBet') {
        if (!oneClick.current(event.bet)) dispatch(betToggled(event.bet));
      }
      else if (event.type === 'addBet') dispatch(betAdded(event.bet));
      else if (event.type === 'removeBet') dispatch(betRemoved(event.id));
      else if (event.type === 'updateBet') dispatch(betUpdated(event.update));
    });
    return () => {
      window.removeEventListener('storage', fromOtherTab);
      stopBus();
    };
  }, [dispatch, store]);

  const ids = useAppSelector((state) => selectCoupon(state).bets.map((bet) => bet.market.id).join(','));
  useEffect(() => {
    if (!ids) return;
    const stops = ids.split(',').map(Number).map((id) =>
      priceStore.subscribe(id, () => {
        const coef = priceStore.get(id);
        if (coef !== undefined) dispatch(betUpdated({ id, coef }));
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [ids, dispatch]);

  // A player's page follows his open coupons, so a settlement shows in the header balance.
  const signedIn = useAppSelector((state) => state.app.userId !== null);
  useEffect(() => {
    if (signedIn) dispatch(openCouponsWatched());
  }, [signedIn, dispatch]);

  const iso = useAppSelector(selectActiveAccount)?.iso ?? FALLBACK_CURRENCY_ISO;
  const bounds = useAppSelector((state) => state.app.siteConfig?.coupon.amountLimits[iso] ?? null);
  useEffect(() => {
    dispatch(currencyKnown(iso));
  }, [iso, dispatch]);
  useEffect(() => {
    dispatch(stakeBoundsKnown({ min: bounds?.min ?? null, max: bounds?.max ?? null }));
  }, [bounds, dispatch]);

  return null;
}
