'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { DocumentKind } from '@/lib/api/documents/documents';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES, uploadDocument } from '@/lib/api/documents/uploadDocument';
import { useDocumentError } from './useDocumentError';

/**
 * The upload control of one kind: a real file input with its label (keyboard: Tab, then Enter or
 * Space opens the picker), sent as soon as a file is chosen. A file over 10 MB is refused here with
 * the server's own words; while sending the input is disabled and the progress shows; a refusal is
 * shown next to the input.
 */
export function UploadField({ kind, onUploaded }: { kind: DocumentKind; onUploaded: () => void }) {
  const t = useTranslations('documents');
  const lng = useLocale();
  const describe = useDocumentError();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = progress !== null;

  async function send(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_DOCUMENT_BYTES) {
      setProblem(t('error', { code: 'file_too_large' }));
      input.value = '';
      return;
    }
    setProgress(0);
    try {
      await uploadDocument({ kind, file, fileName: file.name, lng, onProgress: setProgress });
      onUploaded();
    } catch (caught) {
      setProblem(describe(caught));
    } finally {
      setProgress(null);
      input.value = '';
    }
  }

  return (
    <div className="document-upload">
      <label htmlFor={`${id}-file`} className="document-upload__label">
        {t('upload', { kind })}
      </label>
      {/* The browser's own picker button speaks the browser's language, not the page's: the input is
          hidden from sight (still focused and labelled) and the page's own words open it. */}
      <label className="document-upload__picker">
        <input
          id={`${id}-file`}
          className="document-upload__input"
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={sending}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => void send(event.currentTarget)}
        />
        <span className="btn btn--accent document-upload__choose" aria-hidden="true">
          {t('choose')}
        </span>
      </label>
      <p id={`${id}-hint`} className="muted document-upload__hint">
        {t('fileHint')}
      </p>
      {sending ? (
        <p className="document-upload__progress" role="status">
          <progress max={1} value={progress ?? 0} aria-hidden="true" /> {t('sending', { percent: Math.round((progress ?? 0) * 100) })}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
