'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { requiredError } from './fieldRules';
import { SecurityField } from './Field';
import { useSecurityError } from './useSecurityError';

/**
 * An action that needs the player's password (unbinding the phone, removing the question): a
 * button that opens the password field and a confirm button; a wrong password shows next to it.
 */
export function PasswordConfirm({
  id,
  openLabel,
  confirmLabel,
  run,
}: {
  id: string;
  openLabel: string;
  confirmLabel: string;
  run: (password: string) => Promise<void>;
}) {
  const t = useTranslations('security');
  const failureOf = useSecurityError();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!open) {
    return (
      <div className="security-actions">
        <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)}>
          {openLabel}
        </button>
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = requiredError(password);
    if (problem) {
      setError(t(`fieldErrors.${problem}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await run(password);
      setPassword('');
      setOpen(false);
    } catch (failure) {
      setError(failureOf(failure).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="security-form" onSubmit={submit} noValidate>
      <SecurityField
        id={id}
        label={t('yourPassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => { setPassword(event.target.value); setError(null); }}
        error={error}
        autoFocus
      />
      <div className="security-actions">
        <button type="submit" className="btn security-btn--danger" disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setOpen(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
