'use client';

import { useId, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocale } from 'next-intl';
import { createSupportRequest } from '@/lib/api/support/createRequest';
import { supportRequestsKey } from '@/lib/api/support/requests';
import { fetchSupportTopics, supportTopicsKey } from '@/lib/api/support/topics';
import { ErrorState } from '@/components/ui/ErrorState';
import { AttachmentField } from './AttachmentField';
import { useAttachment } from './useAttachment';
import { useSupportText } from './useSupportText';

const SUBJECT_MAX = 120;
const MESSAGE_MAX = 2000;
type Field = 'topic' | 'subject' | 'message';

/** A new request: topic, subject, message and an optional file; each wrong field says so next to it. */
export function NewRequestForm({ onCreated, onCancel }: { onCreated: (id: number) => void; onCancel: () => void }) {
  const lng = useLocale();
  const { t } = useSupportText();
  const id = useId();
  const { mutate } = useSWRConfig();
  const topics = useSWR(supportTopicsKey(lng), () => fetchSupportTopics(lng));
  const attachment = useAttachment();
  const [values, setValues] = useState({ topic: '', subject: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.topic) found.topic = t('errors.topicRequired');
    if (!values.subject.trim()) found.subject = t('errors.required');
    else if (values.subject.trim().length > SUBJECT_MAX) found.subject = t('errors.tooLong', { max: SUBJECT_MAX });
    if (!values.message.trim()) found.message = t('errors.required');
    else if (values.message.trim().length > MESSAGE_MAX) found.message = t('errors.tooLong', { max: MESSAGE_MAX });
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const first = (['topic', 'subject', 'message'] as const).find((field) => found[field]);
    if (first) return void document.getElementById(`${id}-${first}`)?.focus();
    if (attachment.uploading) return;
    setSending(true);
    setFailure(null);
    try {
      const thread = await createSupportRequest({ ...values, attachments: attachment.fileIds }, lng);
      await mutate(supportRequestsKey(lng));
      onCreated(thread.id);
    } catch (error) {
      setFailure(t('errors.sendFailed', { reason: error instanceof Error ? error.message : String(error) }));
      setSending(false);
    }
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const fieldError = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="support-field__error">
        {errors[name]}
      </p>
    ) : null;

  if (topics.error && !topics.data) return <ErrorState onRetry={() => void topics.mutate()} pending={topics.isValidating} />;
  return (
    <form className="support-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="support-heading">
        {t('formTitle')}
      </h2>
      <div className="support-field">
        <label htmlFor={`${id}-topic`}>{t('topic')}</label>
        <select className="control" {...field('topic')} disabled={!topics.data}>
          <option value="">{t('topicPlaceholder')}</option>
          {(topics.data ?? []).map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.name}
            </option>
          ))}
        </select>
        {fieldError('topic')}
      </div>
      <div className="support-field">
        <label htmlFor={`${id}-subject`}>{t('subject')}</label>
        <input className="control" type="text" maxLength={SUBJECT_MAX} {...field('subject')} />
        {fieldError('subject')}
      </div>
      <div className="support-field">
        <label htmlFor={`${id}-message`}>{t('message')}</label>
        <textarea className="control" rows={5} maxLength={MESSAGE_MAX} {...field('message')} />
        {fieldError('message')}
      </div>
      <AttachmentField attachment={attachment} />
      {failure ? (
        <p role="alert" className="support-field__error">
          {failure}
        </p>
      ) : null}
      <div className="support-actions">
        <button type="submit" className="btn btn--accent" disabled={sending || attachment.uploading || !topics.data}>
          {sending ? t('sending') : t('send')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
