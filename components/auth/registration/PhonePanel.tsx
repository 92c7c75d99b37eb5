'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { registerPhone } from '@/lib/api/registerPhone';
import type { RegistrationOptions } from '@/lib/api/registrationOptions';
import { sendRegistrationSms } from '@/lib/api/registrationSms';
import { checkCode, checkPassword, checkPhone, collectErrors } from '@/lib/auth/fieldRules';
import { compactCode } from '@/lib/auth/loginValidation';
import { nationalNumber } from '@/lib/auth/phone';
import { SMS_RESEND_S, SMS_RESEND_TICK_MS } from '@/lib/config/login';
import { CodeField, FormAlert, NewPasswordField } from '../AuthField';
import { PhoneField } from '../PhoneField';
import { usePhoneChoice } from '@/lib/auth/usePhoneChoice';
import { useAuthSubmit } from '../useAuthSubmit';
import { RegistrationTail, useTailChoices } from './RegistrationTail';
import { useFieldErrors } from './useFieldErrors';
import '@/app/styles/login.css';
import '@/app/styles/registration.css';

/** Seconds left before another code may be asked for, counting down once a second. */
function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), SMS_RESEND_TICK_MS);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(SMS_RESEND_S)];
}

/**
 * Phone registration (phone_reg): the phone's country and number, a code sent by SMS, a password,
 * the currency and the bonus. The country of the account is the phone's.
 */
export function PhonePanel({ lng, options, onRegistered }: { lng: string; options: RegistrationOptions; onRegistered: (userId: number) => void }) {
  const t = useTranslations('registration');
  const tf = useTranslations('authFields');
  const tErrors = useTranslations('authFields.errors');
  const tLogin = useTranslations('auth.fields');
  const choice = usePhoneChoice(lng);
  const phoneId = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { origin, bonus, fields } = useTailChoices(options);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [smsTried, setSmsTried] = useState(false);
  const [resendIn, restartCountdown] = useCountdown();
  const sms = useAuthSubmit();
  const submit = useAuthSubmit();

  const phoneCode = choice.country?.phoneCode ?? '';
  const phoneError = checkPhone(phone, phoneCode, choice.rule);
  const phoneInput = useRef<HTMLInputElement>(null);
  const { shown, validate } = useFieldErrors(
    collectErrors({ phone: phoneError, code: checkCode(code), password: checkPassword(password) }),
    { phone: phoneInput },
  );
  const shownPhoneError = shown.phone ?? (smsTried ? phoneError : null);

  const number = nationalNumber(phone, phoneCode);

  const sendCode = async () => {
    setSmsTried(true);
    if (phoneError) return;
    const sent = await sms.run(async () => {
      await sendRegistrationSms({ phone_number: number, phone_code: phoneCode }, lng);
      return true;
    });
    if (!sent) return;
    setSentTo(`${phoneCode} ${number}`);
    restartCountdown();
  };

  const register = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(event)) return;
    const answer = await submit.run(() =>
      registerPhone({
        phone_number: number,
        phone_code: phoneCode,
        code: compactCode(code),
        password,
        currency: origin.currency,
        bonus_choice: bonus,
      }),
    );
    if (answer) onRegistered(answer.user_id);
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void register(event)} aria-busy={submit.pending}>
      <PhoneField
        id={phoneId}
        inputRef={phoneInput}
        choice={choice}
        value={phone}
        onChange={setPhone}
        error={shownPhoneError ? tErrors(shownPhoneError) : undefined}
      />
      <div className="auth-sms">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={sms.pending || resendIn > 0 || !choice.country}
          aria-busy={sms.pending}
          onClick={() => void sendCode()}
        >
          {sms.pending ? t('phone.sending') : sentTo ? t('phone.resend') : t('phone.send')}
        </button>
        <p className="auth-sms__status" role="status">
          {sentTo ? t('phone.sent', { phone: sentTo }) : ''} {resendIn > 0 ? t('phone.resendIn', { seconds: resendIn }) : ''}
        </p>
      </div>
      <FormAlert message={sms.failure} />
      <CodeField label={tLogin('smsCode')} value={code} onValue={setCode} error={shown.code} />
      <NewPasswordField label={tf('password')} hint={tf('passwordHint')} value={password} onValue={setPassword} error={shown.password} />
      <RegistrationTail {...fields} withCountry={false} failure={submit.failure} pending={submit.pending} />
    </form>
  );
}
