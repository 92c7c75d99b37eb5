'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { changePassword } from '@/lib/api/security/changePassword';
import type { SecurityOverview } from '@/lib/api/security/overview';
import { confirmError, newPasswordError, requiredError, type SecurityFieldError } from './fieldRules';
import { Outcome, SecurityField } from './Field';
import { SECTION_IDS } from './sections';
import { useSecurityError } from './useSecurityError';

type Fields = 'current' | 'next' | 'confirm';

/**
 * The password change (docs/security-api.md "Password"): the current one, the new one twice under
 * the registration rules. On success every other session has ended and a letter went out.
 */
export function PasswordSection({ onChanged }: { onChanged: (overview: SecurityOverview) => void }) {
  const t = useTranslations('security.password');
  const tf = useTranslations('security.fieldErrors');
  const lng = useLocale();
  const failureOf = useSecurityError();
  const [values, setValues] = useState<Record<Fields, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const text = (error: SecurityFieldError | null) => (error ? tf(error) : undefined);
  const set = (field: Fields) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailed(null);
    const found = {
      current: text(requiredError(values.current)),
      next: text(newPasswordError(values.next, values.current)),
      confirm: text(confirmError(values.next, values.confirm)),
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    setBusy(true);
    try {
      const answer = await changePassword({ current_password: values.current, new_password: values.next }, lng);
      setValues({ current: '', next: '', confirm: '' });
      setDone(t('done', { count: answer.signed_out_sessions }));
      onChanged(answer);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 'wrong_password') setErrors({ current: failure.text });
      else if (failure.code === 'same_password' || failure.code === 'validation') setErrors({ next: failure.text });
      else setFailed(failure.text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel security-section" aria-labelledby={`${SECTION_IDS.password}-title`} id={SECTION_IDS.password}>
      <h2 id={`${SECTION_IDS.password}-title`} className="panel__title">
        {t('title')}
      </h2>
      <form className="security-form" onSubmit={submit} noValidate>
        <SecurityField
          id="security-password-current"
          label={t('current')}
          type="password"
          autoComplete="current-password"
          value={values.current}
          onChange={(event) => set('current')(event.target.value)}
          error={errors.current}
        />
        <SecurityField
          id="security-password-new"
          label={t('new')}
          type="password"
          autoComplete="new-password"
          hint={t('rules')}
          value={values.next}
          onChange={(event) => set('next')(event.target.value)}
          error={errors.next}
        />
        <SecurityField
          id="security-password-confirm"
          label={t('confirm')}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(event) => set('confirm')(event.target.value)}
          error={errors.confirm}
        />
        <p className="muted security-form__note">{t('effect')}</p>
        <div className="security-actions">
          <button type="submit" className="btn btn--accent" disabled={busy}>
            {busy ? t('saving') : t('submit')}
          </button>
        </div>
        <Outcome done={done} failed={failed} />
      </form>
    </section>
  );
}
