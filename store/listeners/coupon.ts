import { COUPON_STORAGE_KEY } from '@/lib/config/coupon';
import { serializeCoupon } from '@/lib/coupon/persist';
import { couponRestored } from '../slices/coupon';
import type { AppListeners } from './types';

/**
 * The coupon survives a reload and is the same in every tab (issue 11 point 6): each change is
 * written to storage; another tab's write arrives as a `storage` event (CouponSync) and is
 * dispatched as `couponRestored`, which is not written back (no echo between tabs).
 */
export function addCouponListeners(listeners: AppListeners) {
  listeners.startListening({
    predicate: (action, current, previous) =>
      action.type.startsWith('coupon/') && action.type !== couponRestored.type && current.coupon !== previous.coupon,
    effect: (_action, api) => {
      try {
        const value = serializeCoupon(api.getState().coupon);
        if (api.extra.storage.getItem(COUPON_STORAGE_KEY) !== value) api.extra.storage.setItem(COUPON_STORAGE_KEY, value);
      } catch {
        // Storage full or refused (private mode): the coupon still works in this page.
      }
    },
  });
}
