'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { validateLoginPassword } from '@/lib/auth/loginValidation';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { addAuthListeners } from '@/store/listeners/auth';
import { loginSubmitted, selectLoginDefaults } from '@/store/slices/auth';
import { TextField, useFieldErrorText } from './Field';
import { PasswordTail, usePasswordTail } from './PasswordTail';
import { useFormCheck } from './useFormCheck';
import type { MethodFormProps } from './methodForm';
import '@/app/styles/login.css';

/** Login by e-mail, login name or user id, and password (limits-coupon-auth.md §3 form login_password). */
export function LoginPasswordForm({ returnUrl, onLeave }: MethodFormProps) {
  useFeatureListeners(addAuthListeners);
  const t = useTranslations('auth');
  const dispatch = useAppDispatch();
  const defaults = useAppSelector(selectLoginDefaults);
  const [login, setLogin] = useState(defaults.login);
  const { password, remember, busy, fields } = usePasswordTail();
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
      <PasswordTail {...fields} id={id} error={errorText(errors.password)} onLeave={onLeave} />
    </form>
  );
}
