'use client';

import { useTranslations } from 'next-intl';
import type { AuthMessage } from '@/store/slices/auth';

/**
 * The words of a form message. The backend's details are English and meant for logs, so every
 * message is ours, by code; the lockout says how long to wait when the answer told us.
 */
export function useAuthMessageText() {
  const t = useTranslations('auth');
  return (message: AuthMessage, sentTo: string | null = null): string => {
    switch (message.code) {
      case 'smsSent':
        return t('info.smsSent', { phone: sentTo ?? '' });
      case 'too_many_attempts': {
        const wait = message.retryAfterS;
        if (wait === null) return t('errors.too_many_attempts');
        return wait < 60
          ? t('errors.too_many_attempts_seconds', { seconds: wait })
          : t('errors.too_many_attempts_minutes', { minutes: Math.ceil(wait / 60) });
      }
      default:
        return t(`errors.${message.code}`);
    }
  };
}
