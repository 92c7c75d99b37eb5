'use client';

import useSWR from 'swr';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { fetchRequests, requestsKey } from '@/lib/api/paymentRequests';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ErrorState } from '@/components/ui/ErrorState';
import '@/app/styles/payments.css';

/** `office/payment/requests` (docs/payments-api.md): the player's requests about payments and their answers. */
export function PaymentRequests() {
  const t = useTranslations('payments');
  const lng = useLocale();
  const format = useFormatter();
  const { data, error, mutate, isValidating } = useSWR(requestsKey(lng), () => fetchRequests(lng));
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="payment-screen">
      <p>
        <Link kind="office" href={href(lng, 'officeCreateRequest')} className="btn btn--accent">
          {t('newRequest')}
        </Link>
      </p>
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} pending={isValidating} />
      ) : !data ? (
        <p className="muted" role="status" aria-busy="true">
          {t('methodsLoading')}
        </p>
      ) : data.length === 0 ? (
        <p className="empty-state">{t('noRequests')}</p>
      ) : (
        <ul className="payment-list">
          {data.map((request) => (
            <li key={request.id} className="payment-request">
              <h3 className="payment-request__topic">
                {request.topic}
                {request.subTopic ? ` · ${request.subTopic}` : ''}
              </h3>
              <p className="muted">
                {when(request.createdAt)} · {t('requestStatus', { status: request.status })}
                {request.paymentId ? ` · ${request.paymentId}` : ''}
              </p>
              <p>{request.message}</p>
              {request.answers.map((answer) => (
                <blockquote key={answer.id} className="payment-request__answer">
                  <p className="muted">
                    {t('supportAnswer')} · {when(answer.createdAt)}
                  </p>
                  <p>{answer.message}</p>
                </blockquote>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
