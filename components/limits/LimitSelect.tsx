'use client';

import type { ReactNode } from 'react';
import { LIMIT_TYPE } from '@/lib/rules/limitTypes';
import type { Choices } from '@/lib/limits/sections';
import { NO_LIMIT_OPTION, optionOf, valueOfOption } from '@/lib/limits/values';
import { useLimitWords } from './useLimitWords';
import '@/app/styles/limits.css';

/**
 * A limit's value, chosen only from the service's values (limits-coupon-auth.md §5), "no limit" first where
 * the service allows removing it; a select with nothing in force and no removal starts on a
 * prompt. Money in the limits' currency; days, hours or minutes worded.
 */
export function LimitSelect({
  id,
  type,
  choices,
  value,
  onChange,
  label,
  disabled = false,
  describedBy,
  invalid = false,
}: {
  id: string;
  type: number;
  choices: Choices;
  /** The chosen value (null: no limit, or nothing chosen where no removal is offered). */
  value: number | null;
  onChange: (value: number | null) => void;
  label: ReactNode;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t, value: words } = useLimitWords();
  const selected = value === null ? (choices.removal === undefined ? '' : NO_LIMIT_OPTION) : optionOf(type, value);
  return (
    <div className="limit-field">
      <label htmlFor={id} className="limit-field__label">
        {label}
      </label>
      <select
        id={id}
        className="control limit-field__control"
        value={selected}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : valueOfOption(event.target.value))}
      >
        {choices.removal === undefined ? (
          <option value="" disabled>
            {t('choose')}
          </option>
        ) : (
          <option value={NO_LIMIT_OPTION}>{type === LIMIT_TYPE.realityCheck ? t('off') : t('noLimit')}</option>
        )}
        {choices.values.map((option) => (
          <option key={option} value={String(option)}>
            {words(type, option)}
          </option>
        ))}
      </select>
    </div>
  );
}
