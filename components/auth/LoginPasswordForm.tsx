'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { validateLoginPassword } from '@/lib/auth/loginValidation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loginSubmitted, selectAuthBusy, selectLoginDefaults } from '@/store/slices/auth';
import { PasswordField, RememberField, SubmitButton, TextField, useFieldErrorText } from './Field';
import { ForgotPasswordLink } from './forgot/ForgotPasswordLink';
import { useFormCheck } from './useFormCheck';
import type { MethodFormProps } from './LoginForm';

/** Login by e-mail, login name or user id, and password (limits spec §3 form login_password). */
export function LoginPasswordForm({ returnUrl, onLeave }: MethodFormProps) {
  const t = useTranslations('auth');
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectAuthBusy);
  const defaults = useAppSelector(selectLoginDefaults);
  const [login, setLogin] = useState(defaults.login);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(defaults.remember);
  const id = useId();
  const errorText = useFieldErrorText();
  const { formRef, errors, check } = useFormCheck(() => validateLoginPassword({ login, password }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !check()) return;
    dispatch(loginSubmitted({ form: 'login_password', login, password, save: remember, ...(returnUrl ? { returnUrl } : {}) }));
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      <TextField
        id={`${id}-login`}
        label={t('fields.login')}
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        error={errorText(errors.login)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('fields.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errorText(errors.password)}
      />
      <div className="auth-form__row">
        <RememberField id={`${id}-remember`} checked={remember} onChange={setRemember} />
        <ForgotPasswordLink onOpen={onLeave} />
      </div>
      <SubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
    </form>
  );
}
