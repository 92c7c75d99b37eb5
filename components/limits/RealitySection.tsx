'use client';

import { useId, useState, type FormEvent } from 'react';
import { LIMIT_TYPE } from '@/lib/config/limits';
import { changesOf, choicesOf, SECTION_ANCHOR, slotOf, valueInForce } from '@/lib/limits/sections';
import { LimitSelect } from './LimitSelect';
import { ResultNote, type Note } from './ResultNote';
import { useLimitsPage } from './pageContext';
import { useLimitSave } from './useLimitSave';
import { useLimitWords } from './useLimitWords';

/**
 * Reality checks (32; limits spec §2, §5): a reminder every 5–60 minutes of play, or none. A
 * change holds at once (it restricts nothing); the next reminder's time is the service's `endsAt`.
 */
export function RealitySection() {
  const { t, value, date } = useLimitWords();
  const page = useLimitsPage();
  const titleId = useId();
  const type = LIMIT_TYPE.realityCheck;
  const slot = slotOf(page.limits, type);
  const choices = choicesOf(page.offered, type);
  const inForce = valueInForce(slot);
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const [note, setNote] = useState<Note | null>(null);
  const [nothing, setNothing] = useState(false);
  const saver = useLimitSave(setNote, () => setChosen(undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = chosen === undefined ? [] : changesOf(page.limits, new Map([[type, chosen]]));
    setNothing(changes.length === 0);
    if (changes.length > 0) void saver.save(changes);
  };

  return (
    <section id={SECTION_ANCHOR.reality} className="block office-panel limits-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="block__title">
        {t('sections.reality')}
      </h2>
      <p className="muted limits-section__lead">{t('leads.reality')}</p>
      <p className="limit-card__value" data-set={inForce !== null}>
        {inForce === null ? t('reality.off') : t('reality.every', { value: value(type, inForce) })}
      </p>
      {inForce !== null && slot.active?.endsAt ? <p className="limit-card__note muted">{t('reality.next', { date: date(slot.active.endsAt) })}</p> : null}
      {choices ? (
        <form className="limit-extra limit-extra--inline" noValidate onSubmit={submit}>
          <LimitSelect
            id={`${titleId}-minutes`}
            type={type}
            choices={choices}
            value={chosen === undefined ? inForce : chosen}
            onChange={(next) => {
              setNothing(false);
              setChosen(next);
            }}
            label={t('reality.label')}
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
      ) : (
        <p className="muted">{t('notOffered')}</p>
      )}
    </section>
  );
}
