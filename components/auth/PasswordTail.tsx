'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAppSelector } from '@/store/hooks';
import { selectAuthBusy, selectLoginDefaults } from '@/store/slices/auth';
import { PasswordField, RememberField, SubmitButton } from './Field';
import { ForgotPasswordLink } from './forgot/ForgotPasswordLink';
import '@/app/styles/login.css';

/**
 * The end of every password login form (by login and by phone): the password, "remember me" with
 * "forgot password?" beside it, and the submit button. One place, so both forms stay alike.
 */
export function PasswordTail({
  id,
  password,
  onPassword,
  error,
  remember,
  onRemember,
  busy,
  onLeave,
}: {
  /** The form's `useId`: the fields' ids are made from it. */
  id: string;
  password: string;
  onPassword: (value: string) => void;
  error?: string;
  remember: boolean;
  onRemember: (value: boolean) => void;
  busy: boolean;
  /** Called before the forgot-password dialog opens (a dropdown closes itself first). */
  onLeave?: () => void;
}) {
  const t = useTranslations('auth');
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        label={t('fields.password')}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={error}
      />
      <div className="auth-form__row">
        <RememberField id={`${id}-remember`} checked={remember} onChange={onRemember} />
        <ForgotPasswordLink onOpen={onLeave} />
      </div>
      <SubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
    </>
  );
}

/**
 * The tail's state as both password forms hold it: the password, "remember me" from the login
 * defaults, and whether an attempt is out. `fields` goes to <PasswordTail> as it is.
 */
export function usePasswordTail() {
  const busy = useAppSelector(selectAuthBusy);
  const defaults = useAppSelector(selectLoginDefaults);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(defaults.remember);
  return { password, remember, busy, fields: { password, onPassword: setPassword, remember, onRemember: setRemember, busy } };
}
