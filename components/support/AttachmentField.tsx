'use client';

import { useId, useRef } from 'react';
import type { useAttachment } from './useAttachment';
import { useSupportText } from './useSupportText';

/** The optional file of a message: its label, hint, progress and error next to it, and a way to remove it. */
export function AttachmentField({ attachment }: { attachment: ReturnType<typeof useAttachment> }) {
  const { t } = useSupportText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    attachment.clear();
    if (input.current) input.current.value = '';
  };
  return (
    <div className="support-field">
      <label htmlFor={id}>{t('attachment')}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-describedby={`${id}-hint ${id}-state`}
        aria-invalid={attachment.error ? true : undefined}
        onChange={(event) => void attachment.choose(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="support-field__hint muted">
        {t('attachmentHint')}
      </p>
      <div id={`${id}-state`}>
        {attachment.uploading ? (
          <p role="status" className="muted">
            {t('uploading')}
          </p>
        ) : null}
        {attachment.error ? (
          <p role="alert" className="support-field__error">
            {t(`errors.${attachment.error}`)}
          </p>
        ) : null}
        {attachment.file ? (
          <p className="support-attached">
            {t('attached', { name: attachment.file.name })}{' '}
            <button type="button" className="btn btn--ghost support-small-btn" onClick={remove}>
              {t('removeAttachment')}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
