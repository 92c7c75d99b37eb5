import type { CouponBusEvent } from './bus';

// The bus's sending end, apart from its checks (bus.ts): a price button or the bottom navigation
// sends before the coupon's code is on the page, and the coupon's gate keeps what came meanwhile.

/** The `window` event the coupon's bus travels on. */
export const COUPON_BUS_EVENT = 'betsite:coupon';

/** Sends an event to the coupon (a no-op on the server). */
export function emitCouponEvent(event: CouponBusEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(COUPON_BUS_EVENT, { detail: event }));
}
