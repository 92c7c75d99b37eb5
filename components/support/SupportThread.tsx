'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocale } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { closeSupportRequest } from '@/lib/api/support/close';
import { markSupportRead } from '@/lib/api/support/markRead';
import { replyToSupport } from '@/lib/api/support/reply';
import { supportRequestsKey } from '@/lib/api/support/requests';
import { fetchSupportThread, supportThreadKey } from '@/lib/api/support/thread';
import { SUPPORT_UNREAD_KEY } from '@/lib/api/support/unread';
import { useAppDispatch } from '@/store/hooks';
import { modalOpened } from '@/store/slices/modals';
import { ErrorState } from '@/components/ui/ErrorState';
import { AttachmentField } from './AttachmentField';
import { StatusTag } from './StatusTag';
import { ThreadMessages } from './ThreadMessages';
import { useAttachment } from './useAttachment';
import { useSupportText } from './useSupportText';

/**
 * One request: its messages, a reply box, closing, and its history modal. Opening it marks its
 * answers read (docs/support-api.md "Unread"); the menu's count and the list follow at once.
 */
export function SupportThread({ requestId, onBack }: { requestId: number; onBack: () => void }) {
  const lng = useLocale();
  const { t, when } = useSupportText();
  const id = useId();
  const dispatch = useAppDispatch();
  const { mutate: mutateKey } = useSWRConfig();
  const key = supportThreadKey(requestId, lng);
  const { data, error, mutate, isValidating } = useSWR(key, () => fetchSupportThread(requestId, lng));
  const attachment = useAttachment();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reply' | 'close' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (unread === 0) return;
    markSupportRead(requestId)
      .then((total) => {
        void mutateKey(SUPPORT_UNREAD_KEY, total, { revalidate: false });
        void mutateKey(supportRequestsKey(lng));
      })
      // The count stays as it was; the next look tries again.
      .catch(() => undefined);
  }, [unread, requestId, lng, mutateKey]);

  const act = async (kind: 'reply' | 'close', call: () => Promise<unknown>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await call();
      await Promise.all([mutate(), mutateKey(supportRequestsKey(lng))]);
      return true;
    } catch (err) {
      setFailure(t('errors.sendFailed', { reason: err instanceof Error ? err.message : String(err) }));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const reply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem = !trimmed ? t('errors.required') : trimmed.length > 2000 ? t('errors.tooLong', { max: 2000 }) : null;
    setTextError(problem);
    if (problem) return void document.getElementById(`${id}-reply`)?.focus();
    if (attachment.uploading) return;
    const sent = await act('reply', () => replyToSupport(requestId, { text: trimmed, attachments: attachment.fileIds }, lng));
    if (sent) {
      setText('');
      attachment.clear();
    }
  };

  const back = (
    <button type="button" className="btn btn--ghost support-back" onClick={onBack}>
      {t('back')}
    </button>
  );
  if (error && !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="support-screen">
        {back}
        {missing ? <p className="empty-state">{t('errors.notFound')}</p> : <ErrorState onRetry={() => void mutate()} pending={isValidating} />}
      </div>
    );
  }
  if (!data)
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('threadLoading')}
      </p>
    );
  return (
    <article className="support-thread" aria-labelledby={`${id}-title`}>
      {back}
      <h2 id={`${id}-title`} className="support-heading">
        {data.subject}
      </h2>
      <p className="muted support-thread__meta">
        {t('requestNo', { id: data.id })} · {data.topic.name} · <StatusTag status={data.status} /> · {when(data.createdAt)}
      </p>
      <div className="support-actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => dispatch(modalOpened({ kind: 'supportHistory', props: { requestId: data.id } }))}
        >
          {t('history')}
        </button>
        {data.status !== 'closed' ? (
          <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={() => void act('close', () => closeSupportRequest(requestId, lng))}>
            {busy === 'close' ? t('closing') : t('close')}
          </button>
        ) : null}
      </div>
      <ThreadMessages messages={data.messages} />
      {data.status === 'closed' ? <p className="muted">{t('closedNote')}</p> : null}
      <form className="support-form" onSubmit={reply} noValidate>
        <div className="support-field">
          <label htmlFor={`${id}-reply`}>{t('reply')}</label>
          <textarea
            id={`${id}-reply`}
            className="control"
            rows={4}
            maxLength={2000}
            value={text}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${id}-reply-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {textError ? (
            <p id={`${id}-reply-error`} className="support-field__error">
              {textError}
            </p>
          ) : null}
        </div>
        <AttachmentField attachment={attachment} />
        {failure ? (
          <p role="alert" className="support-field__error">
            {failure}
          </p>
        ) : null}
        <div className="support-actions">
          <button type="submit" className="btn btn--accent" disabled={busy !== null || attachment.uploading}>
            {busy === 'reply' ? t('sending') : t('sendReply')}
          </button>
        </div>
      </form>
    </article>
  );
}
