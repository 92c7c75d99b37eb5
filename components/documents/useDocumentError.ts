'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';

const KNOWN = new Set(['file_type', 'file_too_large', 'document_exists', 'document_not_waiting']);

/** A refused upload or delete in the player's words, by the backend's code (docs/documents-api.md "Errors"). */
export function useDocumentError() {
  const t = useTranslations('documents');
  return (error: unknown): string => t('error', { code: error instanceof ApiError && error.code && KNOWN.has(error.code) ? error.code : 'other' });
}
