'use client';

import { useTranslations } from 'next-intl';
import { useAppDispatch } from '@/store/hooks';
import { forgotPasswordModalOpened } from './forgotPasswordModal';

/**
 * "Forgot password?" under a login form: opens the forgot-password dialog on top of whatever is
 * open (a login modal stays underneath and is back when the dialog closes). `onOpen` lets a
 * dropdown close itself first.
 */
export function ForgotPasswordLink({ onOpen, className = 'auth-link' }: { onOpen?: () => void; className?: string }) {
  const t = useTranslations('forgotPassword');
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onOpen?.();
        dispatch(forgotPasswordModalOpened());
      }}
    >
      {t('link')}
    </button>
  );
}
