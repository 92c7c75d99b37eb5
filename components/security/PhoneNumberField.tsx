'use client';

import { useTranslations } from 'next-intl';
import { maskDisplay } from '@/lib/auth/phone';
import { FieldNotes } from './Field';
import type { PhoneChoice } from '@/lib/auth/usePhoneChoice';

/** The phone to bind: its country (calling code) and the number, with the country's pattern as a hint. */
export function PhoneNumberField({
  id,
  choice,
  value,
  onChange,
  error,
}: {
  id: string;
  choice: PhoneChoice;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const t = useTranslations('security.phone');
  const countryId = `${id}-country`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const mask = choice.rule.mask ? maskDisplay(choice.rule.mask, choice.country?.phoneCode ?? '') : null;
  const hint = mask ? t('pattern', { mask: mask.full }) : undefined;
  return (
    <div className="security-phone-field">
      <div className="security-field">
        <label htmlFor={countryId}>{t('country')}</label>
        <select
          id={countryId}
          className="control"
          value={choice.country?.id ?? ''}
          disabled={choice.countries.length === 0}
          aria-busy={choice.loading || undefined}
          onChange={(event) => choice.choose(Number(event.target.value))}
        >
          {choice.countries.length === 0 ? <option value="">{choice.loading ? t('countriesLoading') : '—'}</option> : null}
          {choice.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {`${country.name} ${country.phoneCode}`}
            </option>
          ))}
        </select>
        {choice.failed ? (
          <p className="security-field__error" role="alert">
            {t('countriesError')}{' '}
            <button type="button" className="btn btn--ghost" onClick={choice.retry}>
              {t('retry')}
            </button>
          </p>
        ) : null}
      </div>
      <div className="security-field">
        <label htmlFor={id}>{t('number')}</label>
        <input
          id={id}
          className="control"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={mask?.national}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined}
        />
        <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
      </div>
    </div>
  );
}
