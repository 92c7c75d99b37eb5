'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * A new password's field with its label, hint and error tied to it, and a button that shows what
 * was typed (and hides it again), as the login form's does.
 */
export function PasswordInput({
  label,
  value,
  onValue,
  error,
  hint,
  name,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  name: string;
}) {
  const t = useTranslations('accountPages');
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-link__field">
      <label htmlFor={id}>{label}</label>
      <div className="account-link__input-row">
        <input
          id={id}
          name={name}
          className="account-link__input"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <button type="button" className="btn btn--ghost account-link__toggle" aria-controls={id} aria-pressed={shown} onClick={() => setShown((was) => !was)}>
          {shown ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="account-link__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="account-link__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
