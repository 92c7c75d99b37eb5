'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { ErrorState } from './ErrorState';

/** The error state of a block the server renders: retrying renders the page again on the server. */
export function RefreshErrorState({ compact = false }: { compact?: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return <ErrorState compact={compact} pending={pending} onRetry={() => startTransition(() => router.refresh())} />;
}
