'use client';

import { useRef, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { COUPON_TYPE } from '@/lib/rules/coupon';
import { ApiError } from '@/lib/api/http';
import { placeBody } from '@/lib/coupon/placeBody';
import { bonusBetOffered } from '@/lib/coupon/bonus';
import { betUpdatesOf, couponErrorOf, type CouponError } from '@/lib/coupon/placeErrors';
import { placementAnswerOf, refusalError, refusalOf, type PendingPlacement } from '@/lib/coupon/placement';
import { sendPlacement } from '@/lib/coupon/sendPlacement';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectActiveAccount } from '@/store/slices/account';
import { accountsRequested } from '@/store/listeners/session';
import { modalOpened } from '@/store/slices/modals';
import { betUpdated, couponPlaced, placementRefusalCleared, placementRefused, placementUnanswered } from '@/store/slices/coupon';
import { selectCoupon } from '@/store/rootReducer';
import { moneyFormat } from '@/lib/account/moneyFormat';

const NO_ERROR: CouponError = { general: null, amount: null, lines: {}, legs: {} };

/**
 * Placing the coupon (docs/decisions/placing-idempotency.md). A guest is asked to sign in and keeps his coupon. One
 * idempotency key per coupon as sent: a second click while the first is in flight does nothing.
 * A placement that gets no answer (no connection, a cut one, the site's 503 while the backend is
 * down) is not guessed at: the coupon keeps it and checks it with the same key until the backend
 * answers (store/listeners/couponPlacement.ts), saying so meanwhile (`checking`), and the player
 * cannot place anew in between. The refusal, now or found by a check, shows where it belongs.
 */
export function usePlaceCoupon() {
  const t = useTranslations('coupon');
  const format = useFormatter();
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const signedIn = useAppSelector((state) => state.app.userId !== null);
  const account = useAppSelector(selectActiveAccount);
  const checking = useAppSelector((state) => selectCoupon(state).pendingPlacement !== null);
  const refusal = useAppSelector((state) => selectCoupon(state).placementRefusal);
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  async function place() {
    if (placing || checking) return;
    if (!signedIn || !account) {
      dispatch(modalOpened({ kind: 'login' }));
      return;
    }
    const state = store.getState();
    const bonusBet = bonusBetOffered(selectCoupon(state), state.app.siteConfig?.bonusBetEnabled ?? false);
    const body = placeBody(selectCoupon(state), selectCoupon(state).accountId ?? account.id, state.app.coefViewId, bonusBet);
    const sent = JSON.stringify(body);
    if (attempt.current?.body !== sent) attempt.current = { body: sent, key: crypto.randomUUID() };
    const placement: PendingPlacement = { key: attempt.current.key, body, singles: body.typeId === COUPON_TYPE.multiSingles };
    setPlacing(true);
    dispatch(placementRefusalCleared());
    try {
      dispatch(couponPlaced(await sendPlacement(placement)));
      attempt.current = null;
      dispatch(accountsRequested());
    } catch (failure) {
      const answer = placementAnswerOf(failure);
      if (answer === 'signIn') {
        dispatch(modalOpened({ kind: 'login' }));
        return;
      }
      // The key now belongs to the check (or to a refusal that is final for this coupon as sent:
      // a changed coupon gets a new key anyway).
      attempt.current = null;
      if (answer === 'unanswered' || !(failure instanceof ApiError)) {
        dispatch(placementUnanswered(placement));
        return;
      }
      // The lines the backend named take its news: the new price (old → new) or the lock.
      for (const update of betUpdatesOf(failure)) dispatch(betUpdated(update));
      dispatch(placementRefused(refusalOf(failure)));
    } finally {
      setPlacing(false);
    }
  }

  // No account known (a reload while the session could not be checked): the amount without a currency.
  const money = (amount: number) => (account ? format.number(amount, moneyFormat(account.iso)) : format.number(amount));
  const error: CouponError = refusal ? couponErrorOf(refusalError(refusal), { t: (key, values) => t(key as never, values as never), money }) : NO_ERROR;
  return { place, placing, checking, error, lng };
}
