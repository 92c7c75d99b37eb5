import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { COUPON_STORAGE_KEY, OPEN_COUPONS_POLL_MS } from '@/lib/config/coupon';
import { serializeCoupon } from '@/lib/coupon/persist';
import { couponPlaced, couponRestored } from '../slices/coupon';
import { selectCoupon } from '../rootReducer';
import { accountsRequested } from './session';
import type { ListenerStarter } from './types';

/** The slip asks to follow the player's open coupons (a page opened by a player who has some). */
export const openCouponsWatched = createAction('coupon/openCouponsWatched');

/**
 * The coupon survives a reload and is the same in every tab (docs/decisions/coupon-storage.md): each change is
 * written to storage; another tab's write arrives as a `storage` event (CouponSync) and is
 * dispatched as `couponRestored`, which is not written back (no echo between tabs).
 */
export function addCouponListeners(listeners: ListenerStarter) {
  listeners.startListening({
    predicate: (action, current, previous) =>
      action.type.startsWith('coupon/') && action.type !== couponRestored.type && current.coupon !== previous.coupon,
    effect: (_action, api) => {
      try {
        const value = serializeCoupon(selectCoupon(api.getState()));
        if (api.extra.storage.getItem(COUPON_STORAGE_KEY) !== value) api.extra.storage.setItem(COUPON_STORAGE_KEY, value);
      } catch {
        // Storage full or refused (private mode): the coupon still works in this page.
      }
    },
  });
}

/**
 * The header balance after a settlement (docs/coupon-api.md "Settlement"): while the player has open coupons,
 * their count is asked every OPEN_COUPONS_POLL_MS; when it drops, a coupon was settled (a win
 * credited or a live coupon refused and refunded) and the balance is loaded again. It stops when
 * none is open, and starts again with the next coupon placed.
 */
export function addOpenCouponsListeners(listeners: ListenerStarter) {
  listeners.startListening({
    matcher: isAnyOf(couponPlaced, openCouponsWatched),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      let open: number | null = null;
      for (;;) {
        if (api.getState().app.userId === null) return;
        const lng = api.getState().app.language;
        // The history call comes with a player's first poll, not in every page's script; a load
        // that fails counts as a failed poll.
        const now = await import('@/lib/api/couponHistory')
          .then(({ fetchCouponHistory }) => fetchCouponHistory({ state: 'open', page: 1, pageSize: 1, lng }))
          .then(
          (history) => history.total,
          () => open,
        );
        if (open !== null && now !== null && now < open) api.dispatch(accountsRequested());
        if (now === 0) return;
        open = now;
        await api.delay(OPEN_COUPONS_POLL_MS);
      }
    },
  });
}
