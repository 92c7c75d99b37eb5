'use client';

import { useTranslations } from 'next-intl';
import { ACCOUNT_TYPE } from '@/lib/config/accounts';
import { COUPON_TYPE } from '@/lib/rules/coupon';
import { ApiError } from '@/lib/api/http';
import { isOneClickActive } from '@/lib/coupon/availability';
import type { CouponBetInput } from '@/lib/coupon/bus';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { accountsRequested } from '@/store/listeners/session';
import { selectActiveAccount } from '@/store/slices/account';
import { modalOpened } from '@/store/slices/modals';
import { notificationShown } from '@/store/slices/notifications';
import { selectCoupon } from '@/store/rootReducer';

/**
 * One-click betting (limits-coupon-auth.md §4–§5): while it is on, a price button places a single at the
 * one-click amount (the bonus account's own amount when betting from it) instead of filling the
 * coupon. Returns whether it took the click.
 */
export function useOneClick() {
  const t = useTranslations('coupon');
  const dispatch = useAppDispatch();
  const store = useAppStore();

  return function takeClick(bet: CouponBetInput): boolean {
    const state = store.getState();
    if (!isOneClickActive(state.app.siteConfig?.oneClickEnabled ?? false, selectCoupon(state).settings.isActiveOneClick)) return false;
    const account = selectActiveAccount(state);
    if (state.app.userId === null || !account) {
      dispatch(modalOpened({ kind: 'login' }));
      return true;
    }
    const { settings } = selectCoupon(state);
    const bonus = account.type === ACCOUNT_TYPE.bonus;
    const amount = (bonus ? settings.bonusAccountOneClickAmount : settings.oneClickAmount) ?? selectCoupon(state).initialAmount ?? 0;
    const body = {
      typeId: COUPON_TYPE.single,
      accountId: account.id,
      amount,
      bets: [{ id: bet.market.id, coef: bet.market.coef, score: bet.game.scores }],
      changeCoefAction: settings.changeCoefAction,
      exactCoef: settings.exactCoef,
      isDropOnScoreChange: settings.isDropOnScoreChange,
      coefViewId: state.app.coefViewId,
    };
    const idempotencyKey = crypto.randomUUID();
    // The placing call comes with the first one-click bet, not in every page's script; a load that
    // fails ends like a failed call.
    void import('@/lib/api/couponPlace')
      .then(({ placeCoupon }) => placeCoupon(body, idempotencyKey))
      .then(
        (placed) => {
          dispatch(notificationShown({ type: 'success', message: t('oneClickPlaced', { id: placed.couponId }) }));
          dispatch(accountsRequested());
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) dispatch(modalOpened({ kind: 'login' }));
          else dispatch(notificationShown({ type: 'error', message: error instanceof ApiError ? error.message : t('placeError') }));
        },
      );
    return true;
  };
}
