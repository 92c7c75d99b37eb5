'use client';

import { useId, useState, type FormEvent } from 'react';
import { LIMIT_TYPE } from '@/lib/config/limits';
import { changesOf, choicesOf, slotOf, valueInForce } from '@/lib/limits/sections';
import { LimitSelect } from './LimitSelect';
import { PendingChange } from './PendingChange';
import { ResultNote, type Note } from './ResultNote';
import { useLimitsPage } from './pageContext';
import { useLimitSave } from './useLimitSave';
import { useLimitWords } from './useLimitWords';

/**
 * The session limit (31): hours of play a day, or none (−1). Today's time played and left; a
 * higher value or removing it waits 24 h for confirmation like a money limit (limits spec §3, §4).
 */
export function SessionLimitField() {
  const { t, value, duration } = useLimitWords();
  const page = useLimitsPage();
  const id = useId();
  const type = LIMIT_TYPE.session;
  const slot = slotOf(page.limits, type);
  const choices = choicesOf(page.offered, type);
  const inForce = valueInForce(slot);
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const [note, setNote] = useState<Note | null>(null);
  const [nothing, setNothing] = useState(false);
  const saver = useLimitSave(setNote, () => setChosen(undefined));
  const used = slot.active?.limitUsed ?? null;
  const left = slot.active?.limitBalance ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = chosen === undefined ? [] : changesOf(page.limits, new Map([[type, chosen]]));
    setNothing(changes.length === 0);
    if (changes.length > 0) void saver.save(changes);
  };

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
        value={chosen === undefined ? inForce : chosen}
        onChange={(next) => {
          setNothing(false);
          setChosen(next);
        }}
        label={t('extra.sessionHours')}
      />
      <div className="limits-actions">
        <button type="submit" className="btn btn--accent" disabled={saver.busy} aria-busy={saver.busy}>
          {saver.busy ? t('saving') : t('save')}
        </button>
        {nothing ? (
          <p className="limit-field__error" role="alert">
            {t('nothingToSave')}
          </p>
        ) : null}
      </div>
      <ResultNote note={note} />
      {saver.dialog}
    </form>
  );
}
