'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { appCodeError, codeError, compactCode } from '@/lib/auth/loginValidation';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { addAuthListeners } from '@/store/listeners/auth';
import { loginSubmitted, selectAuthBusy, selectAuthForm, twoStepCancelled } from '@/store/slices/auth';
import { SubmitButton, TextField, useFieldErrorText } from './Field';
import { useFormCheck } from './useFormCheck';
import '@/app/styles/login.css';

/**
 * The two-step code after a right password (limits-coupon-auth.md §3 form login_password_two_step_code):
 * the code sent to the player, or for a player with an authenticator app (method "totp",
 * docs/two-factor-api.md) the app's code or a recovery code.
 */
export function TwoStepForm({ returnUrl }: { returnUrl?: string }) {
  useFeatureListeners(addAuthListeners);
  const t = useTranslations('auth');
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectAuthBusy);
  const app = useAppSelector((state) => selectAuthForm(state).twoStep?.method === 'totp');
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorText = useFieldErrorText();
  const { formRef, errors, check } = useFormCheck(() => ({ code: app ? appCodeError(code) : codeError(code) }));

  useEffect(() => codeRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !check()) return;
    dispatch(loginSubmitted({ form: 'login_password_two_step_code', code: compactCode(code), ...(returnUrl ? { returnUrl } : {}) }));
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      <fieldset className="auth-step">
        <legend className="auth-step__title">{t('twoStep.title')}</legend>
        <p className="auth-step__text">{t(app ? 'twoStep.textApp' : 'twoStep.text')}</p>
        <TextField
          id={`${id}-code`}
          inputRef={codeRef}
          label={app ? t('twoStep.appCode') : t('fields.twoStepCode')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errorText(errors.code)}
          inputMode={app ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="one-time-code"
        />
      </fieldset>
      <SubmitButton busy={busy} label={t('twoStep.submit')} busyLabel={t('submitting')} />
      <button type="button" className="btn btn--ghost auth-back" disabled={busy} onClick={() => dispatch(twoStepCancelled())}>
        {t('twoStep.back')}
      </button>
    </form>
  );
}
