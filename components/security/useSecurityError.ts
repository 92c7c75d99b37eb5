'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';

/** The backend's refusals the page has words for (docs/security-api.md "Errors"). */
const KNOWN = [
  'wrong_password',
  'same_password',
  'too_many_attempts',
  'code_invalid',
  'code_expired',
  'phone_taken',
  'phone_same',
  'no_phone',
  'phone_only_contact',
  'session_not_found',
  'current_session',
  'password_required',
  'question_not_set',
  'validation',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string | null): code is Known => KNOWN.some((known) => known === code);

export interface SecurityFailure {
  code: string;
  text: string;
}

/** A failed call in words: the code when the page knows it, else a general failure. */
export function useSecurityError() {
  const t = useTranslations('security.errors');
  return (error: unknown): SecurityFailure => {
    const given = error instanceof ApiError ? error.code : null;
    const code: Known | 'other' = isKnown(given) ? given : 'other';
    const minutes = error instanceof ApiError && typeof error.meta?.retry_after === 'number' ? Math.ceil(error.meta.retry_after / 60) : 1;
    return { code, text: t(code, { minutes }) };
  };
}
