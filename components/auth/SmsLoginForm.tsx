'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { compactCode, validateSmsLogin } from '@/lib/auth/loginValidation';
import { nationalNumber } from '@/lib/auth/phone';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { addAuthListeners } from '@/store/listeners/auth';
import { loginSubmitted, selectAuthBusy, selectLoginDefaults, selectSmsState, smsCodeRequested } from '@/store/slices/auth';
import { RememberField, SubmitButton, TextField, useFieldErrorText } from './Field';
import { PhoneField } from './PhoneField';
import { usePhoneChoice } from '@/lib/auth/usePhoneChoice';
import { useFormCheck } from './useFormCheck';
import '@/app/styles/login.css';

/**
 * Login by an SMS code (limits-coupon-auth.md §3 form sms, §4): the phone first, "Get a code", then the
 * code. Another code may be asked for when the countdown (60 s) has run out.
 */
export function SmsLoginForm({ returnUrl }: { returnUrl?: string }) {
  useFeatureListeners(addAuthListeners);
  const t = useTranslations('auth');
  const lng = useLocale();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectAuthBusy);
  const defaults = useAppSelector(selectLoginDefaults);
  const sms = useAppSelector(selectSmsState);
  const choice = usePhoneChoice(lng);
  const [phone, setPhone] = useState(defaults.phone);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(defaults.remember);
  const codeRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorText = useFieldErrorText();
  const phoneCode = choice.country?.phoneCode ?? '';
  const codeAsked = sms.sentTo !== null;
  const { formRef, errors, check } = useFormCheck(() => validateSmsLogin({ phone, code }, phoneCode, choice.rule));

  // Once a code is on its way, the code field is where the player goes next.
  useEffect(() => {
    if (codeAsked) codeRef.current?.focus();
  }, [codeAsked, sms.sentTo]);

  const requestCode = () => {
    // Asking for a code needs the phone only: the code field has nothing to say yet.
    if (sms.sending || sms.resendInS > 0 || !check(['phone']) || !choice.country) return;
    dispatch(smsCodeRequested({ phoneNumber: nationalNumber(phone, phoneCode), phoneCode }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeAsked) {
      requestCode();
      return;
    }
    if (busy || !check() || !choice.country) return;
    dispatch(
      loginSubmitted({
        form: 'sms',
        phoneNumber: nationalNumber(phone, phoneCode),
        phoneCode,
        code: compactCode(code),
        save: remember,
        ...(returnUrl ? { returnUrl } : {}),
      }),
    );
  };

  const sendLabel = sms.sending ? t('sms.sending') : codeAsked ? t('sms.resend') : t('sms.send');
  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      <PhoneField id={`${id}-phone`} choice={choice} value={phone} onChange={setPhone} error={errorText(errors.phone)} />
      {codeAsked ? (
        <>
          <TextField
            id={`${id}-code`}
            inputRef={codeRef}
            label={t('fields.smsCode')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errorText(errors.code)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <div className="auth-form__row">
            <button
              type="button"
              className="auth-link"
              disabled={sms.sending || sms.resendInS > 0}
              aria-busy={sms.sending || undefined}
              onClick={requestCode}
            >
              {sendLabel}
            </button>
            {sms.resendInS > 0 ? <span className="auth-form__note">{t('sms.resendIn', { seconds: sms.resendInS })}</span> : null}
          </div>
          <RememberField id={`${id}-remember`} checked={remember} onChange={setRemember} />
          <SubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
        </>
      ) : (
        <SubmitButton busy={sms.sending} label={t('sms.send')} busyLabel={t('sms.sending')} />
      )}
    </form>
  );
}
