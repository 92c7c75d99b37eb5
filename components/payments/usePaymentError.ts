'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';

/** What a refused payment call says to the player: the backend's error code in words. */
export function usePaymentError() {
  const t = useTranslations('payments');
  return (error: unknown): string => t('errorCode', { code: error instanceof ApiError && error.code ? error.code : 'other' });
}
