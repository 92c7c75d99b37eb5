'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { HISTORY_STATES, type HistoryState } from '@/lib/api/couponHistory';
import { useCouponHistory } from '@/lib/api/useCouponHistory';
import { href } from '@/lib/routes/href';
import { AppLink } from '@/components/ui/AppLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { Pager } from '@/components/ui/Pager';
import { CouponCard } from './CouponCard';
import '@/app/styles/coupon.css';
import '@/app/styles/bets.css';

const PERIODS = [1, 7, 30, 90, 0] as const;
const PAGE_SIZE = 10;
const DAY_MS = 86_400_000;

/**
 * The bet history (office/history, shell-and-routing.md §2): the player's coupons by period and state,
 * newest first, a page at a time, each with its events on demand.
 */
export function BetHistory() {
  const t = useTranslations('bets');
  const lng = useLocale();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const [state, setState] = useState<HistoryState>('all');
  const [page, setPage] = useState(1);
  // The period's start, fixed when it is chosen (not re-read on every render, which would refetch).
  const [from, setFrom] = useState<string | undefined>(() => new Date(Date.now() - 30 * DAY_MS).toISOString());
  const { data, error, isLoading, isValidating, mutate } = useCouponHistory({ from, state, page, pageSize: PAGE_SIZE, lng });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="panel bet-history" aria-busy={isLoading || isValidating}>
      <form className="bet-filters" aria-label={t('filtersLabel')} onSubmit={(event) => event.preventDefault()}>
        <label className="coupon-field">
          <span>{t('period')}</span>
          <select
            value={days}
            onChange={(event) => {
              const chosen = Number(event.target.value) as (typeof PERIODS)[number];
              setDays(chosen);
              setFrom(chosen ? new Date(Date.now() - chosen * DAY_MS).toISOString() : undefined);
              setPage(1);
            }}
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t('periodOption', { days: String(period) })}
              </option>
            ))}
          </select>
        </label>
        <label className="coupon-field">
          <span>{t('state')}</span>
          <select
            value={state}
            onChange={(event) => {
              setState(event.target.value as HistoryState);
              setPage(1);
            }}
          >
            {HISTORY_STATES.map((option) => (
              <option key={option} value={option}>
                {t('stateOption', { state: option })}
              </option>
            ))}
          </select>
        </label>
      </form>
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} pending={isValidating} />
      ) : !data ? (
        <p role="status">{t('loading')}</p>
      ) : data.items.length === 0 ? (
        <div className="empty-state">
          <p>{t('empty')}</p>
          <AppLink kind="navigation" href={href(lng, 'line')}>{t('toLine')}</AppLink>
        </div>
      ) : (
        <>
          <ul className="bet-list">
            {data.items.map((coupon) => (
              <CouponCard key={coupon.couponId} coupon={coupon} />
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={setPage} words={{ label: t('pageOf', { page, pages }), previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }} />
        </>
      )}
    </section>
  );
}
