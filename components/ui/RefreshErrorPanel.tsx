'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { ErrorState } from './ErrorState';

/** The browser's half of RefreshErrorState: the block with its text, retrying renders the page again on the server. */
export function RefreshErrorPanel({ compact, text }: { compact: boolean; text?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return <ErrorState compact={compact} serverFault pending={pending} text={text} onRetry={() => startTransition(() => router.refresh())} />;
}
