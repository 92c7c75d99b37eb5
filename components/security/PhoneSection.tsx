'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { checkPhone } from '@/lib/auth/fieldRules';
import { nationalNumber } from '@/lib/auth/phone';
import type { SecurityOverview } from '@/lib/api/security/overview';
import { sendPhoneCode } from '@/lib/api/security/phoneCode';
import { confirmPhone } from '@/lib/api/security/phoneConfirm';
import { PhoneUnbind } from './PhoneUnbind';
import { codeDigits, smsCodeError } from './fieldRules';
import { Outcome, SecurityField } from './Field';
import { PhoneNumberField } from './PhoneNumberField';
import { SECTION_IDS } from './sections';
import { usePhoneChoice } from '@/lib/auth/usePhoneChoice';
import { useSecurityError } from './useSecurityError';

/**
 * The phone binding (docs/security-api.md "Phone"): a number with its country code, a code by SMS,
 * the code typed back; the bound phone can be replaced, or unbound with the password.
 */
export function PhoneSection({ overview, onChanged }: { overview: SecurityOverview; onChanged: (overview: SecurityOverview) => void }) {
  const t = useTranslations('security.phone');
  const tf = useTranslations('security.fieldErrors');
  const ts = useTranslations('security');
  const lng = useLocale();
  const failureOf = useSecurityError();
  const choice = usePhoneChoice(lng);
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ number?: string; code?: string }>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const bound = overview.phone;
  const showForm = !bound || editing;

  const run = async (call: () => Promise<void>, field: 'number' | 'code') => {
    setBusy(true);
    setFailed(null);
    setDone(null);
    try {
      await call();
    } catch (error) {
      const failure = failureOf(error);
      const onField = field === 'code' ? ['code_invalid', 'code_expired', 'validation'] : ['phone_taken', 'phone_same', 'validation'];
      if (onField.includes(failure.code)) setFieldError({ [field]: failure.text });
      else setFailed(failure.text);
    } finally {
      setBusy(false);
    }
  };

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const phoneCode = choice.country?.phoneCode ?? '';
    const problem = checkPhone(number, phoneCode, choice.rule);
    setFieldError({ number: problem ? tf(problem === 'required' ? 'required' : 'phoneLength') : undefined });
    if (problem || !phoneCode) return;
    void run(async () => {
      const sent = await sendPhoneCode({ phone_code: phoneCode, phone_number: nationalNumber(number, phoneCode) });
      setSentTo(sent.phone);
      setCode('');
      setDone(t('sent', { phone: sent.phone }));
    }, 'number');
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const problem = smsCodeError(code);
    setFieldError({ code: problem ? tf(problem) : undefined });
    if (problem) return;
    void run(async () => {
      const fresh = await confirmPhone(codeDigits(code));
      setSentTo(null);
      setEditing(false);
      setNumber('');
      setCode('');
      onChanged(fresh);
      setDone(t('done'));
    }, 'code');
  };

  return (
    <section className="panel security-section" aria-labelledby={`${SECTION_IDS.phone}-title`} id={SECTION_IDS.phone}>
      <h2 id={`${SECTION_IDS.phone}-title`} className="panel__title">
        {t('title')}
      </h2>
      {bound ? (
        <p className="security-current">
          {t('bound')} <strong data-testid="bound-phone">{`${bound.phone_code ?? ''} ${bound.phone_number ?? ''}`.trim()}</strong>
        </p>
      ) : (
        <p className="muted">{t('none')}</p>
      )}
      {bound && !editing ? (
        <div className="security-actions">
          <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)}>
            {t('change')}
          </button>
        </div>
      ) : null}
      {showForm && !sentTo ? (
        <form className="security-form" onSubmit={send} noValidate>
          <PhoneNumberField id="security-phone-number" choice={choice} value={number} onChange={(value) => { setNumber(value); setFieldError({}); }} error={fieldError.number} />
          <div className="security-actions">
            <button type="submit" className="btn btn--accent" disabled={busy || !choice.country}>
              {busy ? t('sending') : t('send')}
            </button>
            {bound ? (
              <button type="button" className="btn btn--ghost" onClick={() => setEditing(false)}>
                {ts('cancel')}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
      {sentTo ? (
        <form className="security-form" onSubmit={confirm} noValidate>
          <SecurityField
            id="security-phone-code"
            label={t('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            value={code}
            onChange={(event) => { setCode(event.target.value); setFieldError({}); }}
            error={fieldError.code}
          />
          <div className="security-actions">
            <button type="submit" className="btn btn--accent" disabled={busy}>
              {busy ? t('confirming') : t('confirm')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => send()}>
              {t('resend')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => { setSentTo(null); setDone(null); }}>
              {t('otherNumber')}
            </button>
          </div>
        </form>
      ) : null}
      <Outcome done={done} failed={failed} />
      {bound && !editing && !sentTo ? (
        overview.phone_removable ? <PhoneUnbind onChanged={onChanged} /> : <p className="muted">{t('onlyContact')}</p>
      ) : null}
    </section>
  );
}
