'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useAppDispatch } from '@/store/hooks';
import { preloadForgotPasswordBody } from './loadForgotPasswordBody';
import { forgotPasswordModalOpened } from './forgotPasswordModal';
import '@/app/styles/login.css';

/**
 * "Forgot password?" under a login form: opens the forgot-password dialog on top of whatever is
 * open (a login modal stays underneath and is back when the dialog closes). `onOpen` lets a
 * dropdown close itself first.
 */
export function ForgotPasswordLink({ onOpen, className = 'auth-link' }: { onOpen?: () => void; className?: string }) {
  const t = useTranslations('forgotPassword');
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const preload = () => preloadForgotPasswordBody(locale);
  return (
    <button
      type="button"
      className={className}
      // The dialog's body and its words load on demand: started when the link is pointed at or focused.
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        onOpen?.();
        dispatch(forgotPasswordModalOpened());
      }}
    >
      {t('link')}
    </button>
  );
}
