'use client';

import { useId, useState, type FormEvent } from 'react';
import { LIMIT_FAMILIES, type LimitFamily } from '@/lib/rules/limitTypes';
import { changesOf, choicesOf, SECTION_ANCHOR, slotOf } from '@/lib/limits/sections';
import { MoneyLimitCard } from './MoneyLimitCard';
import { ResultNote, type Note } from './ResultNote';
import { useLimitsPage } from './pageContext';
import { useLimitSave } from './useLimitSave';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/office.css';
import '@/app/styles/limits.css';

/**
 * A money limit section (deposit, wagering or loss; limits-coupon-auth.md §2): its three periods and one
 * save for the values changed. A lower value holds at once; a higher one or a removal waits 24 h
 * for the player's confirmation (after the questions). The lowest running limit of the family wins.
 */
export function MoneySection({ family }: { family: LimitFamily }) {
  const { t } = useLimitWords();
  const page = useLimitsPage();
  const titleId = useId();
  const [chosen, setChosen] = useState<Map<number, number | null>>(new Map());
  const [note, setNote] = useState<Note | null>(null);
  const [nothing, setNothing] = useState(false);
  const saver = useLimitSave(setNote, () => setChosen(new Map()));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(page.limits, chosen);
    setNothing(changes.length === 0);
    if (changes.length > 0) void saver.save(changes);
  };

  return (
    <section id={SECTION_ANCHOR[family]} className="panel office-panel limits-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {t(`sections.${family}`)}
      </h2>
      <p className="muted limits-section__lead">{t(`leads.${family}`)}</p>
      <form noValidate onSubmit={submit}>
        <ul className="limit-cards">
          {LIMIT_FAMILIES[family].map((type) => (
            <MoneyLimitCard
              key={type}
              slot={slotOf(page.limits, type)}
              choices={choicesOf(page.offered, type)}
              chosen={chosen.get(type)}
              onNote={setNote}
              onChoose={(value) => {
                setNothing(false);
                setChosen((current) => new Map(current).set(type, value));
              }}
            />
          ))}
        </ul>
        <div className="limits-actions">
          <button type="submit" className="btn btn--accent" disabled={saver.busy} aria-busy={saver.busy}>
            {saver.busy ? t('saving') : t('save')}
          </button>
          {nothing ? <p className="limit-field__error" role="alert">{t('nothingToSave')}</p> : null}
        </div>
        <ResultNote note={note} />
      </form>
      {saver.dialog}
    </section>
  );
}
