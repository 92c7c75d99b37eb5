import { ApiError } from '@/lib/api/http';
import { betUpdatesOf } from '@/lib/coupon/placeErrors';
import { placementAnswerOf, placementCheckDelayMs, refusalOf } from '@/lib/coupon/placement';
import { sendPlacement } from '@/lib/coupon/sendPlacement';
import { betUpdated, couponPlaced, placementRefused } from '../slices/coupon';
import { modalOpened } from '../slices/modals';
import { selectCoupon } from '../rootReducer';
import { accountsRequested } from './session';
import type { ListenerStarter } from './types';

/**
 * A placement that got no answer is checked until one comes (lib/coupon/placement.ts): sent again
 * with its key and body, 1 s after, then less often (up to every 10 s), while the coupon still
 * holds it. The backend's answer ends it: the placed coupon's success view (and the balance), or
 * its refusal in the slip. It starts when a placement is left unanswered, and again when a reload
 * or another tab brings one back from storage (couponRestored); a new one replaces the old check.
 * A session that ended asks the player to sign in, once, and the checks go on for when he has.
 */
export function addPlacementCheckListeners(listeners: ListenerStarter) {
  listeners.startListening({
    predicate: (_action, current, previous) => {
      const pending = selectCoupon(current).pendingPlacement;
      return pending !== null && pending.key !== selectCoupon(previous).pendingPlacement?.key;
    },
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const pending = selectCoupon(api.getState()).pendingPlacement;
      if (!pending) return;
      const stillPending = () => selectCoupon(api.getState()).pendingPlacement?.key === pending.key;
      let askedToSignIn = false;
      for (let checks = 0; ; checks += 1) {
        await api.delay(placementCheckDelayMs(checks));
        if (!stillPending()) return;
        const outcome = await sendPlacement(pending).then(
          (placed) => ({ placed }),
          (error: unknown) => ({ error }),
        );
        // Answered meanwhile elsewhere (another tab, or the coupon was placed anew).
        if (!stillPending()) return;
        if ('placed' in outcome) {
          api.dispatch(couponPlaced(outcome.placed));
          api.dispatch(accountsRequested());
          return;
        }
        const answer = placementAnswerOf(outcome.error);
        if (answer === 'refused' && outcome.error instanceof ApiError) {
          for (const update of betUpdatesOf(outcome.error)) api.dispatch(betUpdated(update));
          api.dispatch(placementRefused(refusalOf(outcome.error)));
          return;
        }
        if (answer === 'signIn' && !askedToSignIn) {
          askedToSignIn = true;
          api.dispatch(modalOpened({ kind: 'login' }));
        }
      }
    },
  });
}
