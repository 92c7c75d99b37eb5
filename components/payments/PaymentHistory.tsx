'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { fetchHistory, historyKey, type PaymentKind, type PaymentStatus } from '@/lib/api/payments';
import { PAYMENT_STATUSES } from '@/lib/routes/values';
import { useAppSelector } from '@/store/hooks';
import { atOffset } from '@/lib/preferences/time';
import { ErrorState } from '@/components/ui/ErrorState';
import { AppLink as Link } from '@/components/ui/AppLink';
import { href } from '@/lib/routes/href';
import { Pager } from '@/components/ui/Pager';
import '@/app/styles/payments.css';

const PAGE_SIZE = 20;
const KINDS: PaymentKind[] = ['deposit', 'withdrawal'];

/** `office/historypay` (docs/payments-api.md): deposits and withdrawals, filtered by type and status, a page at a time. */
export function PaymentHistory() {
  const t = useTranslations('payments');
  const lng = useLocale();
  const id = useId();
  const format = useFormatter();
  const timeZone = useAppSelector((state) => state.app.timeZone);
  const is12h = useAppSelector((state) => state.app.is12h);
  const [kind, setKind] = useState<PaymentKind | undefined>();
  const [status, setStatus] = useState<PaymentStatus | undefined>();
  const [page, setPage] = useState(1);
  const query = { lng, kind, status, page, pageSize: PAGE_SIZE };
  const { data, error, mutate, isValidating } = useSWR(historyKey(query), () => fetchHistory(query), { keepPreviousData: true });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const when = (iso: string) => {
    const shown = atOffset(new Date(iso), { timeZone, is12h });
    return format.dateTime(shown.date, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', ...shown.options });
  };

  return (
    <section className="payment-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {t('historyTitle')}
      </h2>
      <div className="results-filters">
        <label className="results-filters__field">
          <span>{t('filterKind')}</span>
          <select
            className="control"
            value={kind ?? ''}
            onChange={(event) => {
              setKind((event.target.value || undefined) as PaymentKind | undefined);
              setPage(1);
            }}
          >
            <option value="">{t('all')}</option>
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {t('kind', { kind: value })}
              </option>
            ))}
          </select>
        </label>
        <label className="results-filters__field">
          <span>{t('filterStatus')}</span>
          <select
            className="control"
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || undefined) as PaymentStatus | undefined);
              setPage(1);
            }}
          >
            <option value="">{t('all')}</option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t('status', { status: value })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} pending={isValidating} />
      ) : !data ? (
        <p className="muted" role="status" aria-busy="true">
          {t('methodsLoading')}
        </p>
      ) : data.items.length === 0 ? (
        <div className="empty-state" role="status">
          <p>{kind || status ? t('historyFilteredEmpty') : t('historyEmpty')}</p>
          {/* No payment at all: the way to the first one. */}
          {kind || status ? null : (
            <Link kind="office" href={href(lng, 'officeRecharge')} className="btn btn--accent">
              {t('firstDeposit')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <div className="table-scroll">
            <table className="payment-table" aria-busy={isValidating}>
              <thead>
                <tr>
                  <th scope="col">{t('colTime')}</th>
                  <th scope="col">{t('colKind')}</th>
                  <th scope="col">{t('colMethod')}</th>
                  <th scope="col">{t('colAmount')}</th>
                  <th scope="col">{t('colFee')}</th>
                  <th scope="col">{t('colStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.paymentId} data-status={item.status}>
                    <td>{when(item.createdAt)}</td>
                    <td>{t('kind', { kind: item.kind })}</td>
                    <td>{item.method.name}</td>
                    <td>{format.number(item.kind === 'withdrawal' ? -item.amount : item.amount, moneyFormat(item.currency))}</td>
                    <td>{format.number(item.fee, moneyFormat(item.currency))}</td>
                    <td>
                      <span className={`payment-status payment-status--${item.status}`}>{t('status', { status: item.status })}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pages={pages} onPage={setPage} words={{ label: t('pages'), previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }} />
        </>
      )}
    </section>
  );
}
