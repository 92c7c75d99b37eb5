'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { maskDisplay } from '@/lib/auth/phone';
import { describedBy, FieldNotes } from './Field';
import type { PhoneChoice } from '@/lib/auth/usePhoneChoice';
import '@/app/styles/login.css';

/**
 * A phone number with its country code picker (shell-and-routing.md §3, §7): the code from the phone
 * countries, the pattern and the digit count from the country's mask.
 */
export function PhoneField({
  id,
  choice,
  value,
  onChange,
  error,
  inputRef,
}: {
  id: string;
  choice: PhoneChoice;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('auth');
  const countryId = `${id}-country`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const mask = choice.rule.mask ? maskDisplay(choice.rule.mask, choice.country?.phoneCode ?? '') : null;
  const hint = mask ? t('phoneHint', { mask: mask.full }) : undefined;
  return (
    <div className="auth-field">
      <div className="auth-phone">
        <div className="auth-phone__country">
          <label className="auth-field__label" htmlFor={countryId}>
            {t('fields.country')}
          </label>
          <select
            id={countryId}
            className="auth-field__input"
            value={choice.country?.id ?? ''}
            disabled={choice.countries.length === 0}
            aria-busy={choice.loading || undefined}
            onChange={(event) => choice.choose(Number(event.target.value))}
          >
            {choice.countries.length === 0 ? <option value="">{choice.loading ? t('phoneCountries.loading') : '—'}</option> : null}
            {choice.countries.map((country) => (
              <option key={country.id} value={country.id}>
                {`${country.name} ${country.phoneCode}`}
              </option>
            ))}
          </select>
        </div>
        <div className="auth-phone__number">
          <label className="auth-field__label" htmlFor={id}>
            {t('fields.phone')}
          </label>
          <input
            ref={inputRef}
            id={id}
            className="auth-field__input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={mask?.national}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && errorId, hint && hintId)}
          />
        </div>
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {choice.failed ? (
        <div className="auth-field__error" role="alert">
          {t('phoneCountries.error')}{' '}
          <button type="button" className="auth-link" onClick={choice.retry}>
            {t('phoneCountries.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
