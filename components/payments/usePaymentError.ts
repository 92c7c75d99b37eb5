'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { limitRefusalText } from '@/lib/limits/errors';

/**
 * What a refused payment call says to the player: the backend's error code in words; a refusal by
 * the player's own limits (a deposit limit, a self-exclusion, a time-out, the block) in the
 * backend's words, which name the limit and what is left.
 */
export function usePaymentError() {
  const t = useTranslations('payments');
  return (error: unknown): string =>
    limitRefusalText(error) ?? t('errorCode', { code: error instanceof ApiError && error.code ? error.code : 'other' });
}
