'use client';

import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldError } from '@/lib/auth/loginValidation';
import '@/app/styles/login.css';

/** The message of a field's problem, in the page's language. */
export function useFieldErrorText() {
  const t = useTranslations('auth.validation');
  return (error: FieldError | undefined): string | undefined => (error ? t(error.key, error.values) : undefined);
}

/** `aria-describedby` from the ids of what is shown (the error first: it is what matters now). */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const shown = ids.filter(Boolean);
  return shown.length ? shown.join(' ') : undefined;
}

/** The hint and the error under a field, with the ids its input's aria-describedby names. */
export function FieldNotes({ hint, hintId, error, errorId }: { hint?: string; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose error and hint are tied to it for assistive technology. */
export function TextField({ id, label, error, hint, inputRef, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="auth-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
        {...input}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A password field with a button that shows what was typed (and hides it again). */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const t = useTranslations('auth');
  const [shown, setShown] = useState(false);
  return (
    <div className="auth-password">
      <TextField {...props} type={shown ? 'text' : 'password'} autoComplete="current-password" />
      <button
        type="button"
        className="link-button auth-password__toggle"
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('hidePassword') : t('showPassword')}
      </button>
    </div>
  );
}

/** "Remember me": a session that outlives the browser (24 h) instead of one that ends with it. */
export function RememberField({ id, checked, onChange }: { id: string; checked: boolean; onChange: (value: boolean) => void }) {
  const t = useTranslations('auth.fields');
  return (
    <div className="auth-check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t('remember')}</label>
    </div>
  );
}

/** The submit button: disabled and marked busy while the attempt is out. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn btn--accent auth-submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
