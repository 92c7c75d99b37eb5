'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/AppLink';
import type { ModalBodyProps } from '@/components/ui/modalBody';
import { requestPasswordReset } from '@/lib/api/forgotPassword';
import { resetPassword } from '@/lib/api/resetPassword';
import { checkCode, checkPassword, checkPasswordConfirm, checkRequired, collectErrors } from '@/lib/auth/fieldRules';
import { compactCode } from '@/lib/auth/loginValidation';
import { recoveryIdentity } from '@/lib/auth/recovery';
import { href } from '@/lib/routes/href';
import { CodeField, FormAlert, NewPasswordField, TextField } from '../AuthField';
import { useAuthSubmit } from '../useAuthSubmit';
import { useFieldErrors } from '../registration/useFieldErrors';
import '@/app/styles/login.css';
import '@/app/styles/registration.css';

type Step = { kind: 'identify' } | { kind: 'reset'; token: string; who: string } | { kind: 'done' };

/**
 * The forgot-password dialog (limits-coupon-auth.md §4): who you are → the code sent to you and a new
 * password → success with a way to sign in, or exit at any step.
 */
export function ForgotPasswordBody({ titleId, onClose }: ModalBodyProps) {
  const t = useTranslations('forgotPassword');
  const [step, setStep] = useState<Step>({ kind: 'identify' });
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t(step.kind === 'done' ? 'doneTitle' : 'title')}
      </h2>
      {step.kind === 'identify' ? (
        <IdentifyStep onSent={(token, who) => setStep({ kind: 'reset', token, who })} onExit={onClose} />
      ) : step.kind === 'reset' ? (
        <ResetStep
          who={step.who}
          token={step.token}
          onResent={(token) => setStep({ kind: 'reset', token, who: step.who })}
          onDone={() => setStep({ kind: 'done' })}
          onExit={onClose}
        />
      ) : (
        <DoneStep onExit={onClose} />
      )}
    </>
  );
}

function IdentifyStep({ onSent, onExit }: { onSent: (token: string, who: string) => void; onExit: () => void }) {
  const t = useTranslations('forgotPassword');
  const lng = useLocale();
  const tc = useTranslations('authFields');
  const [who, setWho] = useState('');
  const { pending, failure, run } = useAuthSubmit();
  const { shown, validate } = useFieldErrors(collectErrors({ who: checkRequired(who) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const identity = recoveryIdentity(who);
    if (!validate(event) || !identity) return;
    const token = await run(() => requestPasswordReset(identity, lng));
    if (token) onSent(token, who.trim());
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <p className="modal__text">{t('identifyText')}</p>
      <TextField name="who" autoComplete="username" label={t('who')} hint={t('whoHint')} value={who} onValue={setWho} error={shown.who} />
      <FormAlert message={failure} />
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onExit}>
          {tc('cancel')}
        </button>
        <button type="submit" className="btn btn--accent" disabled={pending} aria-busy={pending}>
          {pending ? t('sending') : t('sendCode')}
        </button>
      </div>
    </form>
  );
}

function ResetStep({
  who,
  token,
  onResent,
  onDone,
  onExit,
}: {
  who: string;
  token: string;
  onResent: (token: string) => void;
  onDone: () => void;
  onExit: () => void;
}) {
  const t = useTranslations('forgotPassword');
  const tc = useTranslations('authFields');
  const lng = useLocale();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [resent, setResent] = useState(false);
  const save = useAuthSubmit();
  const resend = useAuthSubmit();
  const { shown, validate } = useFieldErrors(
    collectErrors({ code: checkCode(code), password: checkPassword(password), confirm: checkPasswordConfirm(password, confirm) }),
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(event)) return;
    const saved = await save.run(async () => {
      await resetPassword({ reset_token: token, code: compactCode(code), password });
      return true;
    });
    if (saved) onDone();
  };

  const sendAgain = async () => {
    const identity = recoveryIdentity(who);
    if (!identity) return;
    const next = await resend.run(() => requestPasswordReset(identity, lng));
    if (next) {
      setResent(true);
      onResent(next);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={save.pending}>
      <p className="modal__text">{t('codeText', { who })}</p>
      <CodeField label={t('code')} value={code} onValue={setCode} error={shown.code} />
      <NewPasswordField label={t('newPassword')} hint={tc('passwordHint')} value={password} onValue={setPassword} error={shown.password} />
      <NewPasswordField name="confirm" label={t('confirmPassword')} value={confirm} onValue={setConfirm} error={shown.confirm} />
      <p className="auth-sms__status" role="status">
        {resent ? t('resent') : ''}
      </p>
      <FormAlert message={save.failure ?? resend.failure} />
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" disabled={resend.pending} onClick={() => void sendAgain()}>
          {t('resend')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onExit}>
          {tc('cancel')}
        </button>
        <button type="submit" className="btn btn--accent" disabled={save.pending} aria-busy={save.pending}>
          {save.pending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}

function DoneStep({ onExit }: { onExit: () => void }) {
  const t = useTranslations('forgotPassword');
  const lng = useLocale();
  return (
    <>
      <p className="modal__text" role="status">
        {t('doneText')}
      </p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onExit}>
          {t('close')}
        </button>
        {/* The sign-in page opens in place of the dialog. */}
        <AppLink kind="action" className="btn btn--accent" href={href(lng, 'login')} onNavigate={() => onExit()}>
          {t('signIn')}
        </AppLink>
      </div>
    </>
  );
}
