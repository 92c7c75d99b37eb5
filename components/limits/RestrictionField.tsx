'use client';

import { useId, useState, type FormEvent } from 'react';
import { LIMIT_TYPE } from '@/lib/rules/limitTypes';
import { DAY_SECONDS } from '@/lib/limits/pending';
import { choicesOf } from '@/lib/limits/sections';
import { LimitSelect } from './LimitSelect';
import { ResultNote, type Note } from './ResultNote';
import { RestrictionDialog } from './RestrictionDialog';
import { SelfExclusionReason } from './SelfExclusionReason';
import { useLimitsPage } from './pageContext';
import { useLimitSave } from './useLimitSave';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * A self-exclusion (30, with its reason) or a deposit time-out (33), for some days from the
 * service's list: saved after a confirmation, since neither can be cancelled or shortened while it
 * runs (limits-coupon-auth.md §4). A running one is shown by the section instead of this form.
 */
export function RestrictionField({ type }: { type: typeof LIMIT_TYPE.selfExclusion | typeof LIMIT_TYPE.timeOut }) {
  const { t } = useLimitWords();
  const page = useLimitsPage();
  const id = useId();
  const exclusion = type === LIMIT_TYPE.selfExclusion;
  const what = exclusion ? 'selfExclusion' : 'timeOut';
  const choices = choicesOf(page.offered, type);
  const [days, setDays] = useState<number | null>(null);
  const [reason, setReason] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const saver = useLimitSave(setNote, () => {
    setDays(null);
    setReason(null);
    setTried(false);
  });
  const daysError = tried && days === null ? t('extra.daysRequired') : null;
  const reasonError = tried && exclusion && reason === null ? t('extra.reasonRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (days === null || (exclusion && reason === null)) return;
    setConfirming(true);
  };

  const confirm = async () => {
    await saver.save([{ limitType: type, limitValue: days, ...(exclusion && reason !== null ? { selfExcludeReasonId: reason } : {}) }]);
    setConfirming(false);
  };

  if (!choices) return null;
  return (
    <form className="limit-extra" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="limit-card__title">
        {t(`extra.${what}`)}
      </h3>
      <p className="muted limit-card__note">{t(`extra.${what}Lead`)}</p>
      <LimitSelect
        id={`${id}-days`}
        type={type}
        choices={choices}
        value={days}
        onChange={(value) => setDays(value)}
        label={t(`extra.${what}Period`)}
        invalid={daysError !== null}
        describedBy={daysError ? `${id}-days-error` : undefined}
      />
      {daysError ? (
        <p id={`${id}-days-error`} className="limit-field__error">
          {daysError}
        </p>
      ) : null}
      {/* The reasons are read (with a fresh token) once a period is chosen, not on every visit. */}
      {exclusion && days !== null ? <SelfExclusionReason id={`${id}-reason`} value={reason} onChange={setReason} error={reasonError} /> : null}
      <div className="limits-actions">
        <button type="submit" className="btn btn--danger" disabled={saver.busy}>
          {t(`extra.${what}Submit`)}
        </button>
      </div>
      <ResultNote note={note} />
      {confirming && days !== null ? (
        <RestrictionDialog
          type={type}
          days={days}
          untilS={Math.floor(page.nowMs / 1000) + days * DAY_SECONDS}
          busy={saver.busy}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {saver.dialog}
    </form>
  );
}
