import { useSyncExternalStore } from 'react';
import { COUPON_STORAGE_KEY } from '@/lib/config/coupon';

/**
 * The coupon's code comes when the coupon is first needed (docs/decisions/lazy-coupon.md: most pages open with
 * an empty coupon, and its reducer, rules, bridge and bar would otherwise be in every first
 * load): a bet sent on the bus, a coupon kept from an earlier visit or another tab, a signed-in
 * player (his open coupons are followed), or the player's use of the empty coupon's controls.
 * Until then the page shows the empty coupon (CouponGate.tsx) and keeps what the bus sent.
 */
export type CouponFeature = typeof import('./feature');

/** What the player asked of the empty coupon before its code came: the real part does it. */
export type CouponIntent = 'oneClick' | 'load';

let feature: CouponFeature | null = null;
let loading: Promise<CouponFeature> | null = null;
let intent: CouponIntent | null = null;
const queued: unknown[] = [];
const subscribers = new Set<() => void>();

/** Loads the coupon's code once; a failed load is tried again by the next call. */
export function loadCouponFeature(): Promise<CouponFeature> {
  loading ??= import('./feature').then(
    (loaded) => {
      feature = loaded;
      subscribers.forEach((notify) => notify());
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** The coupon's code once it is here; null on the server and in the render that hydrates. */
export function useCouponFeature(): CouponFeature | null {
  return useSyncExternalStore(
    subscribe,
    () => feature,
    () => null,
  );
}

/** The empty coupon's control was used: remember what for, and load the real one. */
export function activateCoupon(wanted: CouponIntent): Promise<CouponFeature> {
  intent = wanted;
  return loadCouponFeature();
}

/** Whether the player's last use of the empty coupon asked for this (read while rendering). */
export function isCouponIntent(wanted: CouponIntent): boolean {
  return intent === wanted;
}

/** The real part did what was asked. */
export function clearCouponIntent(): void {
  intent = null;
}

/** Keeps a bus event's detail that came before the coupon listened. */
export function queueCouponEvent(detail: unknown): void {
  queued.push(detail);
}

/** The kept events, once: the coupon sends them on the bus again when it listens. */
export function takeQueuedCouponEvents(): unknown[] {
  return queued.splice(0);
}

/** Whether an earlier visit or another tab left a coupon in storage (it is restored at once). */
export function hasStoredCoupon(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(COUPON_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
