'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/ui/ErrorState';

/** The backend did not answer for the table: say so, and render the page again on retry. */
export function TableFault() {
  const t = useTranslations('tables');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return <ErrorState serverFault text={t('fault')} retryLabel={t('retry')} pending={pending} onRetry={() => startTransition(() => router.refresh())} />;
}
