'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { codeProblem, normalizeCode, type CodeKind } from '@/lib/api/twoFactor/codeFormat';

/** The refusals a code form explains next to its field (docs/two-factor-api.md); others read "generic". */
const KNOWN = ['code_invalid', 'too_many_attempts', 'two_factor_no_setup', 'two_factor_enabled', 'two_factor_disabled'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string | null): code is Known => KNOWN.includes(code as Known);

/**
 * One code field with its submit (and cancel): the app's six digits (`totp`) or also a recovery
 * code (`any`). Checked before sending; the backend's refusal is shown under the field, which is
 * focused again so the player can correct it.
 */
export function CodeForm({
  kind,
  lead,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
  danger = false,
  children,
}: {
  kind: CodeKind;
  lead?: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** The submit turns something off: drawn as a warning. */
  danger?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('twoFactor');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = codeProblem(code, kind);
    if (problem) {
      setError(t(problem === 'required' ? 'errors.required' : kind === 'totp' ? 'errors.totpFormat' : 'errors.anyFormat'));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(normalizeCode(code));
    } catch (failure) {
      const known = failure instanceof ApiError && isKnown(failure.code) ? failure.code : null;
      setError(t(known ? `errors.${known}` : 'errors.generic'));
      setBusy(false);
      inputRef.current?.focus();
      return;
    }
    setBusy(false);
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <form className="two-step-form" noValidate onSubmit={submit}>
      {lead ? <p className="two-step__text">{lead}</p> : null}
      {children}
      <div className="two-step-field">
        <label htmlFor={`${id}-code`}>{kind === 'totp' ? t('appCode') : t('anyCode')}</label>
        <input
          ref={inputRef}
          id={`${id}-code`}
          className="control two-step-field__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={16}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        <p id={hintId} className="two-step-field__hint muted">
          {kind === 'totp' ? t('appCodeHint') : t('anyCodeHint')}
        </p>
        {error ? (
          <p id={errorId} className="two-step-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="two-step__actions">
        <button type="submit" className={danger ? 'btn two-step__danger' : 'btn btn--accent'} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('busy') : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
