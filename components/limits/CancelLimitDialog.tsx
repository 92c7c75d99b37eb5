'use client';

import { useState } from 'react';
import { cancelPendingLimit } from '@/lib/api/limits/limitActions';
import { serviceTitle } from '@/lib/limits/errors';
import { LimitDialog } from './LimitDialog';
import type { Note } from './ResultNote';
import { useLimitsPage } from './pageContext';
import { useLimitWords } from './useLimitWords';

/**
 * The cancel-limit confirmation (limits-coupon-auth.md §2): the waiting change is dropped (`DELETE limit`) and
 * the value in force stays; the outcome is the spec's message, the service's title preferred (§8).
 */
export function CancelLimitDialog({
  type,
  inForce,
  pending,
  onDone,
  onClose,
}: {
  type: number;
  inForce: number | null;
  pending: number | null;
  onDone: (note: Note) => void;
  onClose: () => void;
}) {
  const { t, value } = useLimitWords();
  const { lng, refresh } = useLimitsPage();
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelPendingLimit(lng, type);
      onDone({ kind: 'success', text: t('cancelLimitSuccess') });
    } catch (error) {
      onDone({ kind: 'error', text: serviceTitle(error) ?? t('cancelLimitError') });
    }
    void refresh();
  };

  return (
    <LimitDialog title={t('cancelDialog.title')} onClose={onClose} busy={busy}>
      <p className="modal__text">
        {t('cancelDialog.text', { name: t('typeName', { type: `t${type}` }), pending: value(type, pending), current: value(type, inForce) })}
      </p>
      <div className="modal__actions">
        <button type="button" className="btn btn--accent modal__action" data-autofocus disabled={busy} aria-busy={busy} onClick={() => void cancel()}>
          {busy ? t('cancelDialog.cancelling') : t('cancelDialog.confirm')}
        </button>
        <button type="button" className="btn btn--ghost modal__action" disabled={busy} onClick={onClose}>
          {t('cancelDialog.back')}
        </button>
      </div>
    </LimitDialog>
  );
}
