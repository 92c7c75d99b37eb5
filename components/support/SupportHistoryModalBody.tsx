'use client';

import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { fetchSupportThread, supportThreadKey } from '@/lib/api/support/thread';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { ErrorState } from '@/components/ui/ErrorState';
import { StatusTag } from './StatusTag';
import { ThreadMessages } from './ThreadMessages';
import { useSupportText } from './useSupportText';
import '@/app/styles/support.css';

/**
 * The "support request history" modal (shell-and-routing.md §2): a request's whole thread, read
 * only. Opened with `{ requestId }` from the thread's History button or by the answer letter's
 * link (SupportScreen). It reads the thread as the screen does (the same SWR key), marks nothing read.
 */
export function SupportHistoryModalBody({ titleId, props, onClose }: ModalBodyProps) {
  const lng = useLocale();
  const { t, when } = useSupportText();
  const tModals = useTranslations('modals');
  const requestId = Number(props?.requestId);
  const valid = Number.isInteger(requestId) && requestId > 0;
  const { data, error, mutate, isValidating } = useSWR(valid ? supportThreadKey(requestId, lng) : null, () => fetchSupportThread(requestId, lng));
  return (
    <div className="support-history">
      <h2 id={titleId} className="modal__title">
        {t('historyTitle')}
        {valid ? ` · ${t('requestNo', { id: requestId })}` : ''}
      </h2>
      {!valid ? (
        <p className="modal__text">{t('errors.notFound')}</p>
      ) : error && !data ? (
        <ErrorState onRetry={() => void mutate()} pending={isValidating} compact />
      ) : !data ? (
        <p className="muted" role="status" aria-busy="true">
          {t('threadLoading')}
        </p>
      ) : (
        <>
          <p className="modal__text">
            <strong>{data.subject}</strong>
          </p>
          <p className="muted">
            {data.topic.name} · <StatusTag status={data.status} /> · {when(data.createdAt)}
          </p>
          <div className="support-history__scroll">
            <ThreadMessages messages={data.messages} />
          </div>
        </>
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost modal__action" onClick={onClose}>
          {tModals('supportHistory.action')}
        </button>
      </div>
    </div>
  );
}
