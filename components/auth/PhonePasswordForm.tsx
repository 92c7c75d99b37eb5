'use client';

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { validatePhonePassword } from '@/lib/auth/loginValidation';
import { nationalNumber } from '@/lib/auth/phone';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loginSubmitted, selectAuthBusy, selectLoginDefaults } from '@/store/slices/auth';
import { PasswordField, RememberField, SubmitButton, useFieldErrorText } from './Field';
import { ForgotPasswordLink } from './forgot/ForgotPasswordLink';
import { PhoneField } from './PhoneField';
import { usePhoneChoice } from './usePhoneChoice';
import { useFormCheck } from './useFormCheck';
import type { MethodFormProps } from './LoginForm';

/** Login by phone and password (limits spec §3 form phone_password). */
export function PhonePasswordForm({ returnUrl, onLeave }: MethodFormProps) {
  const t = useTranslations('auth');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectAuthBusy);
  const defaults = useAppSelector(selectLoginDefaults);
  const choice = usePhoneChoice(lng);
  const [phone, setPhone] = useState(defaults.phone);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(defaults.remember);
  const id = useId();
  const errorText = useFieldErrorText();
  const phoneCode = choice.country?.phoneCode ?? '';
  const { formRef, errors, check } = useFormCheck(() => validatePhonePassword({ phone, password }, phoneCode, choice.rule));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Without the country list there is no phone code to send: its error and retry are shown.
    if (busy || !check() || !choice.country) return;
    dispatch(
      loginSubmitted({
        form: 'phone_password',
        phoneNumber: nationalNumber(phone, phoneCode),
        phoneCode,
        password,
        save: remember,
        ...(returnUrl ? { returnUrl } : {}),
      }),
    );
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      <PhoneField id={`${id}-phone`} choice={choice} value={phone} onChange={setPhone} error={errorText(errors.phone)} />
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
