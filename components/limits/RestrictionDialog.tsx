'use client';

import { LIMIT_TYPE } from '@/lib/rules/limitTypes';
import { LimitDialog } from './LimitDialog';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * The confirmation before a self-exclusion or a deposit time-out (limits-coupon-auth.md §4: neither can be
 * cancelled while it runs): what stops, until when, and that there is no way back.
 */
export function RestrictionDialog({
  type,
  days,
  untilS,
  busy,
  onConfirm,
  onClose,
}: {
  type: number;
  days: number;
  untilS: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, date } = useLimitWords();
  const exclusion = type === LIMIT_TYPE.selfExclusion;
  const what = exclusion ? 'exclusion' : 'timeOut';
  return (
    <LimitDialog title={t(`restrictionDialog.${what}Title`, { count: days })} onClose={onClose} busy={busy} tone="danger">
      <p className="modal__text">{t(`restrictionDialog.${what}Text`, { date: date(untilS) })}</p>
      <p className="modal__text limit-warning">{t('restrictionDialog.final')}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--danger modal__action" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? t('saving') : t(`restrictionDialog.${what}Confirm`)}
        </button>
        <button type="button" className="btn btn--ghost modal__action" data-autofocus disabled={busy} onClick={onClose}>
          {t('back')}
        </button>
      </div>
    </LimitDialog>
  );
}
