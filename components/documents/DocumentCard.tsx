'use client';

import { useId, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { deleteDocument } from '@/lib/api/documents/deleteDocument';
import { documentFileUrl, type DocumentKind, type DocumentsPage, type PlayerDocument } from '@/lib/api/documents/documents';
import { sizeText, typeName } from './fileWords';
import { UploadField } from './UploadField';
import { useDocumentError } from './useDocumentError';

/**
 * One kind of document: its newest upload's state (waiting, accepted, rejected with the reason) or
 * the upload control. A waiting one may be opened and taken back; a rejected one may be sent anew.
 */
export function DocumentCard({
  kind,
  document,
  onChanged,
}: {
  kind: DocumentKind;
  document: PlayerDocument | null;
  /** After a change: what to tell the player, and the page as the backend now has it (undefined: load it again). */
  onChanged: (note: string, page?: DocumentsPage) => void;
}) {
  const t = useTranslations('documents');
  const format = useFormatter();
  const locale = useLocale();
  const describe = useDocumentError();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = t('kind', { kind });
  const canUpload = document === null || document.status === 'rejected';

  async function remove(documentId: string) {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(t('deleted'), await deleteDocument(documentId));
    } catch (caught) {
      setProblem(describe(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`document-card document-card--${document?.status ?? 'none'}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="document-card__title">
        {name}
      </h3>
      <p className="muted document-card__hint">{t('kindHint', { kind })}</p>
      {document ? (
        <div className="document-card__state">
          <p>
            <span className={`document-status document-status--${document.status}`}>{t('status', { status: document.status })}</span>{' '}
            <span className="muted">
              {t('fileInfo', { type: typeName(document.contentType), size: sizeText(document.size, locale) })} ·{' '}
              {t('uploadedAt', { date: format.dateTime(new Date(document.uploadedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
            </span>
          </p>
          {document.status === 'rejected' && document.reason ? (
            <>
              <p className="document-card__reason">{t('reason', { reason: document.reason })}</p>
              <p className="muted">{t('sendAgain')}</p>
            </>
          ) : null}
          <p className="document-card__actions">
            <a href={documentFileUrl(document.documentId)} target="_blank" rel="noopener" aria-label={t('viewLabel', { name })}>
              {t('view')}
            </a>
            {document.status === 'waiting' ? (
              <button type="button" className="btn btn--ghost" disabled={busy} aria-busy={busy} aria-label={t('deleteLabel', { name })} onClick={() => void remove(document.documentId)}>
                {t('delete')}
              </button>
            ) : null}
          </p>
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      {canUpload ? <UploadField kind={kind} onUploaded={() => onChanged(t('sent'))} /> : null}
    </section>
  );
}
