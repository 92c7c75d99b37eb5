'use client';

import { useId, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { useRouter } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { moneyFormat } from '@/lib/account/moneyFormat';
import { createPaymentRequest, fetchTopics, requestsKey, topicsKey } from '@/lib/api/paymentRequests';
import { fetchHistory, historyKey } from '@/lib/api/payments';
import { PAYMENT_REQUEST_MAX_LENGTH } from '@/lib/config/payments';
import { href } from '@/lib/routes/href';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { usePaymentError } from './usePaymentError';
import '@/app/styles/payments.css';

export interface CreateRequestParams {
  topicId?: string;
  subTopicId?: string;
  transactionId?: string;
  /** The `…/{topicId}/transactions` step: choosing the payment. */
  choosingTransaction: boolean;
}

/**
 * `office/payment/create-request` and its children (shell-and-routing.md §2; docs/payments-api.md): the topic,
 * then a sub-topic or (for a topic about deposits or withdrawals) the transaction, then the
 * message. Each step is its own address, so the way back is the browser's.
 */
export function CreatePaymentRequest({ topicId, subTopicId, transactionId, choosingTransaction }: CreateRequestParams) {
  const t = useTranslations('payments');
  const lng = useLocale();
  const topics = useSWR(topicsKey(lng), () => fetchTopics(lng));
  if (topics.error && !topics.data) return <ErrorState onRetry={() => void topics.mutate()} pending={topics.isValidating} />;
  if (!topics.data) {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('methodsLoading')}
      </p>
    );
  }
  const topic = topicId ? topics.data.find((item) => String(item.id) === topicId) : undefined;
  if (!topic) {
    return (
      <nav aria-label={t('chooseTopic')} className="payment-steps">
        <h2 className="panel__title">{t('chooseTopic')}</h2>
        <ul className="payment-list">
          {topics.data.map((item) => (
            <li key={item.id} className="payment-list__item">
              <Link kind="list" href={href(lng, 'officeCreateRequestTopic', { topicId: String(item.id) })}>{item.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  const subTopic = subTopicId ? topic.subTopics.find((item) => String(item.id) === subTopicId) : undefined;
  if (choosingTransaction && topic.paymentKind) return <ChooseTransaction topicId={topic.id} kind={topic.paymentKind} />;
  if (!subTopic && !transactionId && (topic.subTopics.length > 0 || topic.paymentKind)) {
    return (
      <nav aria-label={topic.name} className="payment-steps">
        <h2 className="panel__title">{topic.name}</h2>
        <ul className="payment-list">
          {topic.subTopics.map((item) => (
            <li key={item.id} className="payment-list__item">
              <Link kind="list" href={href(lng, 'officeCreateRequestSubTopic', { topicId: String(topic.id), subTopicId: String(item.id) })}>{item.name}</Link>
            </li>
          ))}
          {topic.paymentKind ? (
            <li className="payment-list__item">
              <Link kind="list" href={href(lng, 'officeCreateRequestTransactions', { topicId: String(topic.id) })}>{t('aboutTransaction')}</Link>
            </li>
          ) : null}
        </ul>
      </nav>
    );
  }
  return <RequestForm topicId={topic.id} title={subTopic ? `${topic.name} · ${subTopic.name}` : topic.name} subTopicId={subTopic?.id} paymentId={transactionId} />;
}

/** The player's payments of the topic's kind to name in the request. */
function ChooseTransaction({ topicId, kind }: { topicId: number; kind: 'deposit' | 'withdrawal' }) {
  const t = useTranslations('payments');
  const lng = useLocale();
  const format = useFormatter();
  const query = { lng, kind, page: 1, pageSize: 20 };
  const { data, error, mutate } = useSWR(historyKey(query), () => fetchHistory(query));
  if (error && !data) return <ErrorState onRetry={() => void mutate()} />;
  if (!data) return null;
  return (
    <nav aria-label={t('chooseTransaction')} className="payment-steps">
      <h2 className="panel__title">{t('chooseTransaction')}</h2>
      {data.items.length === 0 ? (
        <p className="empty-state">{t('historyEmpty')}</p>
      ) : (
        <ul className="payment-list">
          {data.items.map((item) => (
            <li key={item.paymentId} className="payment-list__item">
              <Link kind="list" href={href(lng, 'officeCreateRequestTransaction', { topicId: String(topicId), transactionId: item.paymentId })}>
                {format.dateTime(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })} · {format.number(item.amount, moneyFormat(item.currency))} ·{' '}
                {item.method.name} · {t('status', { status: item.status })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** The message, sent as a request; then the list of requests with its answer. */
function RequestForm({ topicId, title, subTopicId, paymentId }: { topicId: number; title: string; subTopicId?: number; paymentId?: string }) {
  const t = useTranslations('payments');
  const lng = useLocale();
  const id = useId();
  const router = useRouter();
  const describe = usePaymentError();
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const empty = message.trim() === '';
  return (
    <form
      className="payment-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setTried(true);
        setFailure(null);
        if (empty) return;
        setBusy(true);
        try {
          await createPaymentRequest({ topicId, subTopicId, paymentId, message: message.trim() }, lng);
          // The list may be in the cache from a moment ago: it shows the new request, not the old list.
          await mutate(requestsKey(lng));
          router.push(href(lng, 'officePaymentRequests'));
        } catch (caught) {
          setFailure(describe(caught));
          setBusy(false);
        }
      }}
    >
      <h2 className="panel__title">{title}</h2>
      {paymentId ? <p className="muted">{t('aboutPayment', { id: paymentId })}</p> : null}
      <div className="payment-field">
        <label htmlFor={`${id}-message`}>{t('message')}</label>
        <textarea
          id={`${id}-message`}
          className="control payment-message"
          rows={5}
          maxLength={PAYMENT_REQUEST_MAX_LENGTH}
          value={message}
          aria-invalid={tried && empty}
          aria-describedby={tried && empty ? `${id}-message-error` : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        {tried && empty ? (
          <p id={`${id}-message-error`} className="field-error" role="alert">
            {t('messageEmpty')}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn--accent" disabled={busy} aria-busy={busy}>
        {t('send')}
      </button>
    </form>
  );
}
