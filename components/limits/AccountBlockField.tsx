'use client';

import { useId, useState } from 'react';
import { blockUser } from '@/lib/api/limits/limitActions';
import { serviceTitle } from '@/lib/limits/errors';
import { LimitDialog } from './LimitDialog';
import { ResultNote, type Note } from './ResultNote';
import { useLimitsPage } from './pageContext';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * The player's own block (37, `BlockUser`): without end, and he cannot lift it himself, so it asks
 * for a strong confirmation — the player ticks that he understands before the block is set.
 */
export function AccountBlockField() {
  const { t } = useLimitWords();
  const { lng, refresh } = useLimitsPage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const missing = tried && !understood;

  const close = () => {
    setOpen(false);
    setUnderstood(false);
    setTried(false);
  };

  const block = async () => {
    setTried(true);
    if (!understood) return;
    setBusy(true);
    try {
      await blockUser(lng);
      setNote({ kind: 'success', text: t('block.done') });
    } catch (error) {
      setNote({ kind: 'error', text: serviceTitle(error) ?? t('block.error') });
    }
    setBusy(false);
    close();
    await refresh();
  };

  return (
    <div className="limit-extra" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="limit-card__title">
        {t('block.title')}
      </h3>
      <p className="muted limit-card__note">{t('block.lead')}</p>
      <div className="limits-actions">
        <button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>
          {t('block.open')}
        </button>
      </div>
      <ResultNote note={note} />
      {open ? (
        <LimitDialog title={t('block.dialogTitle')} onClose={close} busy={busy} tone="danger">
          <p className="modal__text">{t('block.dialogText')}</p>
          <label className="limit-choice limit-choice--ack">
            <input
              type="checkbox"
              checked={understood}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-ack-error` : undefined}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            {t('block.acknowledge')}
          </label>
          {missing ? (
            <p id={`${id}-ack-error`} className="limit-field__error" role="alert">
              {t('block.acknowledgeRequired')}
            </p>
          ) : null}
          <div className="modal__actions">
            <button type="button" className="btn btn--danger modal__action" disabled={busy} aria-busy={busy} onClick={() => void block()}>
              {busy ? t('saving') : t('block.confirm')}
            </button>
            <button type="button" className="btn btn--ghost modal__action" data-autofocus disabled={busy} onClick={close}>
              {t('back')}
            </button>
          </div>
        </LimitDialog>
      ) : null}
    </div>
  );
}
