'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { resetWithLink, type SignedInByLink } from '@/lib/api/accountLinks/resetWithLink';
import { checkPassword, checkPasswordConfirm, type FieldError } from '@/lib/auth/fieldRules';
import { PasswordInput } from './PasswordInput';

const LINK_PROBLEMS = { link_invalid: 'invalid', link_expired: 'expired', link_used: 'used' } as const;
type LinkProblemCode = keyof typeof LINK_PROBLEMS;

/**
 * The new password twice, under the registration rules (shown under the first field); each
 * problem next to its field. The server is the judge: its refusal of a field lands there too.
 */
export function ResetForm({
  token,
  onDone,
  onLinkProblem,
}: {
  token: string;
  onDone: (account: SignedInByLink) => void;
  onLinkProblem: (problem: 'expired' | 'used' | 'invalid') => void;
}) {
  const t = useTranslations('accountPages');
  const tf = useTranslations('authFields');
  const lng = useLocale();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: FieldError | null; confirm?: FieldError | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { password: checkPassword(password), confirm: checkPasswordConfirm(password, confirm) };
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirm) return;
    setPending(true);
    try {
      onDone(await resetWithLink({ token, password, password_confirm: confirm }, lng));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code && code in LINK_PROBLEMS) onLinkProblem(LINK_PROBLEMS[code as LinkProblemCode]);
      else if (code === 'validation') setErrors({ password: 'passwordLetterDigit' });
      else setFailure(error instanceof ApiError && error.status === 0 ? tf('failures.network') : tf('failures.generic'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="account-link__form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('reset.lead')}</p>
      <PasswordInput
        name="password"
        label={t('reset.newPassword')}
        hint={tf('passwordHint')}
        value={password}
        onValue={setPassword}
        error={errors.password ? tf(`errors.${errors.password}`) : undefined}
      />
      <PasswordInput
        name="password_confirm"
        label={t('reset.confirmPassword')}
        value={confirm}
        onValue={setConfirm}
        error={errors.confirm ? tf(`errors.${errors.confirm}`) : undefined}
      />
      {failure ? (
        <p className="account-link__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn--accent" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('reset.saving') : t('reset.save')}
      </button>
    </form>
  );
}
