'use client';

import { useId } from 'react';
import type { Limit } from '@/lib/api/limits/limit';
import { periodOf, valueInForce, type Choices, type LimitSlot } from '@/lib/limits/sections';
import { LimitSelect } from './LimitSelect';
import { PendingChange } from './PendingChange';
import type { Note } from './ResultNote';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * One period of a money limit (24 h, 7 d or 30 d): the amount in force, what the running window
 * has used and what is left, when more becomes free (`resetsAt`), a change waiting, and the select
 * for a new value.
 */
export function MoneyLimitCard({
  slot,
  choices,
  chosen,
  onChoose,
  onNote,
}: {
  slot: LimitSlot<Limit>;
  choices: Choices | null;
  /** The select's value when the player changed it; undefined shows the value in force. */
  chosen: number | null | undefined;
  onChoose: (value: number | null) => void;
  onNote: (note: Note) => void;
}) {
  const { t, money, value, date } = useLimitWords();
  const id = useId();
  const period = t('period', { period: periodOf(slot.type) });
  const inForce = valueInForce(slot);
  const active = slot.active;
  const used = active?.limitUsed ?? null;
  const left = active?.limitBalance ?? null;
  const share = inForce && used !== null ? Math.min(1, Math.max(0, used / inForce)) : 0;
  return (
    <li className="limit-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="limit-card__title">
        {period}
      </h3>
      <p className="limit-card__value" data-set={inForce !== null}>
        {inForce === null ? t('notSet') : value(slot.type, inForce)}
      </p>
      {inForce !== null && used !== null && left !== null ? (
        <>
          <div className="limit-meter" aria-hidden="true">
            <span className="limit-meter__bar" style={{ width: `${Math.round(share * 100)}%` }} />
          </div>
          <dl className="limit-figures">
            <div>
              <dt>{t('used')}</dt>
              <dd>{money(used)}</dd>
            </div>
            <div>
              <dt>{t('left')}</dt>
              <dd>{money(left)}</dd>
            </div>
          </dl>
          {active?.resetsAt ? <p className="limit-card__note muted">{t('resetsAt', { date: date(active.resetsAt) })}</p> : null}
        </>
      ) : null}
      {slot.pending ? <PendingChange slot={{ ...slot, pending: slot.pending }} onNote={onNote} /> : null}
      {choices ? (
        <LimitSelect
          id={`${id}-select`}
          type={slot.type}
          choices={choices}
          value={chosen === undefined ? inForce : chosen}
          onChange={onChoose}
          label={
            <>
              {t('newValue')}
              <span className="visually-hidden">, {period}</span>
            </>
          }
        />
      ) : (
        <p className="muted limit-card__note">{t('notOffered')}</p>
      )}
    </li>
  );
}
