'use client';

import { useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { fetchPayment, paymentKey, type PaymentStatus } from '@/lib/api/payments';
import { PAYMENT_POLL_MS } from '@/lib/config/payments';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';

/**
 * The page the provider sends the player back to (onpay, shell-and-routing.md §2): the payment's real state
 * from the backend, whatever the address says, asked again every few seconds while it is pending.
 * Without a payment (an old link), the address's status and the way back.
 */
export function OnpayStatus({ status, kind = 'deposit' }: { status: PaymentStatus; kind?: 'deposit' | 'withdrawal' }) {
  const t = useTranslations('payments');
  const tOnpay = useTranslations('onpay');
  const lng = useLocale();
  const format = useFormatter();
  const paymentId = useSearchParams().get('paymentId');
  const { data, error } = useSWR(paymentId ? paymentKey(paymentId, lng) : null, () => fetchPayment(paymentId!, lng), {
    refreshInterval: (latest) => (latest === undefined || latest.status === 'pending' ? PAYMENT_POLL_MS : 0),
  });
  const shown: PaymentStatus = data?.status ?? status;
  return (
    <main className="status-screen status-screen--standalone" data-status={shown}>
      <span className="status-mark" data-status={shown} aria-hidden="true" />
      <h1 className="page-title">{tOnpay(`${shown}.title`)}</h1>
      <div role="status" aria-live="polite">
        {paymentId && !data && !error ? <p className="muted">{t('onpayChecking')}</p> : null}
        {data ? (
          <p>
            {t('onpayAmount', { kind: data.kind, amount: format.number(data.amount, moneyFormat(data.currency)), method: data.method.name })}
          </p>
        ) : null}
        {error ? <p className="field-error">{t('onpayUnknown')}</p> : null}
        <p>{shown === 'pending' && data ? t('onpayStillPending') : tOnpay(`${shown}.text`)}</p>
      </div>
      <p className="status-screen__actions">
        <Link kind="office" href={href(lng, 'officeHistorypay')} className="btn btn--ghost">
          {t('toHistory')}
        </Link>
        {/* Another of the same: a deposit's page offers a deposit, a withdrawal's a withdrawal. */}
        {(data?.kind ?? kind) === 'withdrawal' ? (
          <Link kind="office" href={href(lng, 'officeDeduce')} className="btn btn--accent">
            {t('toDeduce')}
          </Link>
        ) : (
          <Link kind="office" href={href(lng, 'officeRecharge')} className="btn btn--accent">
            {t('toRecharge')}
          </Link>
        )}
      </p>
    </main>
  );
}
