'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';

/** `aria-describedby` from the ids of what is shown, the error first. */
const describedBy = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

export interface SecurityFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input of the security page with its hint and its error next to it. */
export function SecurityField({ id, label, error, hint, ...input }: SecurityFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="security-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
        {...input}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export function FieldNotes({ hint, hintId, error, errorId }: { hint?: string; hintId: string; error?: string | null; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="security-field__hint muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="security-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A section's outcome: a success note (status) or a failure (alert). */
export function Outcome({ done, failed }: { done?: ReactNode; failed?: ReactNode }) {
  return (
    <>
      {failed ? (
        <p className="security-note security-note--error" role="alert">
          {failed}
        </p>
      ) : null}
      <p className="security-note security-note--ok" role="status">
        {done ?? null}
      </p>
    </>
  );
}
