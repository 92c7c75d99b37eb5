'use client';

import { useId, useState, type FormEvent } from 'react';
import { useLocale } from 'next-intl';
import { validatePhonePassword } from '@/lib/auth/loginValidation';
import { nationalNumber } from '@/lib/auth/phone';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { addAuthListeners } from '@/store/listeners/auth';
import { loginSubmitted, selectLoginDefaults } from '@/store/slices/auth';
import { useFieldErrorText } from './Field';
import { PasswordTail, usePasswordTail } from './PasswordTail';
import { PhoneField } from './PhoneField';
import { usePhoneChoice } from '@/lib/auth/usePhoneChoice';
import { useFormCheck } from './useFormCheck';
import type { MethodFormProps } from './methodForm';
import '@/app/styles/login.css';

/** Login by phone and password (limits-coupon-auth.md §3 form phone_password). */
export function PhonePasswordForm({ returnUrl, onLeave }: MethodFormProps) {
  useFeatureListeners(addAuthListeners);
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const defaults = useAppSelector(selectLoginDefaults);
  const choice = usePhoneChoice(lng);
  const [phone, setPhone] = useState(defaults.phone);
  const { password, remember, busy, fields } = usePasswordTail();
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
      <PasswordTail {...fields} id={id} error={errorText(errors.password)} onLeave={onLeave} />
    </form>
  );
}
