'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { BONUS_CHOICE, type BonusChoice } from '@/lib/config/registration';
import '@/app/styles/login.css';
import '@/app/styles/registration.css';

const CHOICES = [
  { key: 'sport', value: BONUS_CHOICE.sport },
  { key: 'casino', value: BONUS_CHOICE.casino },
  { key: 'decline', value: BONUS_CHOICE.decline },
] as const;

/** The welcome bonus (limits-coupon-auth.md §3): sport, casino or none; a radio group, arrows move in it. */
export function BonusChoiceField({ value, onValue }: { value: BonusChoice; onValue: (value: BonusChoice) => void }) {
  const t = useTranslations('registration.bonus');
  const name = useId();
  return (
    <fieldset className="auth-choice">
      <legend className="auth-field__label">{t('legend')}</legend>
      {CHOICES.map((choice) => (
        <label key={choice.key} className="auth-choice__option">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onValue(choice.value)}
          />
          <span>{t(choice.key)}</span>
        </label>
      ))}
    </fieldset>
  );
}
