'use client';

import { useRef, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { COUPON_TYPE } from '@/lib/config/coupon';
import { placeCoupon, placeSingles } from '@/lib/api/couponPlace';
import { ApiError } from '@/lib/api/http';
import { placeBody } from '@/lib/coupon/placeBody';
import { bonusBetOffered } from '@/lib/coupon/bonus';
import { couponErrorOf, type CouponError } from '@/lib/coupon/placeErrors';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectActiveAccount } from '@/store/slices/account';
import { accountsRequested } from '@/store/listeners/session';
import { modalOpened } from '@/store/slices/modals';
import { betUpdated, couponPlaced } from '@/store/slices/coupon';
import { moneyFormat } from '@/lib/account/moneyFormat';

const NO_ERROR: CouponError = { general: null, amount: null, lines: {}, blocks: {} };

/**
 * Placing the coupon (issue 11 points 7–8). A guest is asked to sign in and keeps his coupon. One
 * idempotency key per coupon as sent: a second click while the first is in flight does nothing,
 * and a retry of the same coupon after a lost answer reuses the key, so it is placed once.
 */
export function usePlaceCoupon() {
  const t = useTranslations('coupon');
  const format = useFormatter();
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const signedIn = useAppSelector((state) => state.app.userId !== null);
  const account = useAppSelector(selectActiveAccount);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<CouponError>(NO_ERROR);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  async function place() {
    if (placing) return;
    if (!signedIn || !account) {
      dispatch(modalOpened({ kind: 'login' }));
      return;
    }
    const state = store.getState();
    const bonusBet = bonusBetOffered(state.coupon, state.app.siteConfig?.bonusBetEnabled ?? false);
    const body = placeBody(state.coupon, state.coupon.accountId ?? account.id, state.app.coefViewId, bonusBet);
    const sent = JSON.stringify(body);
    if (attempt.current?.body !== sent) attempt.current = { body: sent, key: crypto.randomUUID() };
    setPlacing(true);
    setError(NO_ERROR);
    try {
      if (body.typeId === COUPON_TYPE.multiSingles) {
        const answer = await placeSingles(body, attempt.current.key);
        dispatch(
          couponPlaced({
            coupon: null,
            singles: answer.coupons.map((single) => (single.ok ? { betId: single.betId, ok: true, coupon: single.coupon } : { betId: single.betId, ok: false, message: single.error.detail })),
          }),
        );
      } else {
        dispatch(couponPlaced({ coupon: await placeCoupon(body, attempt.current.key) }));
      }
      attempt.current = null;
      dispatch(accountsRequested());
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        dispatch(modalOpened({ kind: 'login' }));
        return;
      }
      const money = (amount: number) => format.number(amount, moneyFormat(account.iso));
      const mapped = couponErrorOf(failure instanceof ApiError ? failure : null, { t: (key, values) => t(key as never, values as never), money });
      // The lines the backend named take its news: the new price (old → new) or the lock.
      for (const update of mapped.updates) dispatch(betUpdated(update));
      // A refused answer is final for this coupon as sent: a changed coupon gets a new key anyway.
      if (failure instanceof ApiError && failure.status > 0) attempt.current = null;
      setError(mapped);
    } finally {
      setPlacing(false);
    }
  }

  return { place, placing, error, lng };
}
