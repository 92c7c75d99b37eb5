'use client';

import type { SupportStatus } from '@/lib/api/support/schemas';
import { useSupportText } from './useSupportText';

/** A request's state as a word (colour only repeats it). */
export function StatusTag({ status }: { status: SupportStatus }) {
  const { t } = useSupportText();
  return (
    <span className="support-tag" data-status={status}>
      {t('status', { status })}
    </span>
  );
}
