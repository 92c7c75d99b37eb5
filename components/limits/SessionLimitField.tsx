'use client';

import { useId } from 'react';
import { LIMIT_TYPE } from '@/lib/rules/limitTypes';
import { LimitSelect } from './LimitSelect';
import { PendingChange } from './PendingChange';
import { useLimitWords } from './useLimitWords';
import { useSingleLimit } from './useSingleLimit';
import '@/app/styles/limits.css';

/**
 * The session limit (31): hours of play a day, or none (−1). Today's time played and left; a
 * higher value or removing it waits 24 h for confirmation like a money limit (limits-coupon-auth.md §3, §4).
 */
export function SessionLimitField() {
  const { t, value, duration } = useLimitWords();
  const id = useId();
  const type = LIMIT_TYPE.session;
  const { slot, choices, inForce, selected, choose, submit, setNote, footer } = useSingleLimit(type);
  const used = slot.active?.limitUsed ?? null;
  const left = slot.active?.limitBalance ?? null;

  if (!choices) return null;
  return (
    <form className="limit-extra" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="limit-card__title">
        {t('extra.session')}
      </h3>
      <p className="muted limit-card__note">{t('extra.sessionLead')}</p>
      <p className="limit-card__value" data-set={inForce !== null}>
        {inForce === null ? t('notSet') : t('extra.sessionValue', { value: value(type, inForce) })}
      </p>
      {inForce !== null && used !== null && left !== null ? (
        <p className="limit-card__note">{t('extra.sessionToday', { used: duration(used), left: duration(left) })}</p>
      ) : null}
      {slot.pending ? <PendingChange slot={{ ...slot, pending: slot.pending }} onNote={setNote} /> : null}
      <LimitSelect
        id={`${id}-hours`}
        type={type}
        choices={choices}
        value={selected}
        onChange={choose}
        label={t('extra.sessionHours')}
      />
      {footer}
    </form>
  );
}
