'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { fetchCouponView, type CouponView } from '@/lib/api/couponView';
import { ApiError } from '@/lib/api/http';
import { ErrorState } from '@/components/ui/ErrorState';
import { CouponCard } from './CouponCard';
import '@/app/styles/coupon.css';
import '@/app/styles/bets.css';

type Check = { state: 'idle' } | { state: 'loading' } | { state: 'found'; coupon: CouponView } | { state: 'notFound' } | { state: 'failed' };

/** office/paycheck (shell-and-routing.md §2): a coupon checked by its number — its state and its events. */
export function Paycheck() {
  const t = useTranslations('bets');
  const lng = useLocale();
  const [number, setNumber] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [check, setCheck] = useState<Check>({ state: 'idle' });

  async function run() {
    const id = Number(number.trim());
    if (!/^\d{1,10}$/.test(number.trim()) || !Number.isSafeInteger(id)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setCheck({ state: 'loading' });
    try {
      setCheck({ state: 'found', coupon: await fetchCouponView(id, lng) });
    } catch (error) {
      setCheck(error instanceof ApiError && error.status === 404 ? { state: 'notFound' } : { state: 'failed' });
    }
  }

  const message = invalid ? t('paycheckInvalid') : check.state === 'notFound' ? t('paycheckNotFound') : null;
  return (
    <section className="panel paycheck" aria-busy={check.state === 'loading'}>
      <form
        className="coupon-load__form"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <label className="coupon-field">
          <span>{t('paycheckLabel')}</span>
          <input
            value={number}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? 'paycheck-error' : undefined}
            onChange={(event) => setNumber(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn--accent" disabled={check.state === 'loading'}>
          {t('paycheckSubmit')}
        </button>
      </form>
      {message ? (
        <p className="field-error" id="paycheck-error" role="alert">
          {message}
        </p>
      ) : null}
      {check.state === 'failed' ? <ErrorState onRetry={() => void run()} /> : null}
      {check.state === 'found' ? (
        <ul className="bet-list">
          <CouponCard coupon={check.coupon} open />
        </ul>
      ) : null}
    </section>
  );
}
