'use client';

import { useState, type FormEvent } from 'react';
import { changesOf, choicesOf, slotOf, valueInForce } from '@/lib/limits/sections';
import { ResultNote, type Note } from './ResultNote';
import { useLimitsPage } from './pageContext';
import { useLimitSave } from './useLimitSave';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * One limit chosen from a select and saved on its own (the reality check, the session limit): what
 * is in force, the choice, the save with its "nothing to save", its note and its dialogs.
 */
export function useSingleLimit(type: number) {
  const { t } = useLimitWords();
  const page = useLimitsPage();
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

  const choose = (next: number | null) => {
    setNothing(false);
    setChosen(next);
  };

  const footer = (
    <>
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
    </>
  );

  return { slot, choices, inForce, selected: chosen === undefined ? inForce : chosen, choose, submit, setNote, footer };
}
