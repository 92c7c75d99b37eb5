'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ErrorState } from './ErrorState';

/**
 * The error state of a block the server renders: retrying renders the page again on the server.
 * `reason` names what is temporarily unavailable (a page's whole content, the player's session);
 * without one the generic "could not load" text shows.
 */
export function RefreshErrorState({ compact = false, reason }: { compact?: boolean; reason?: 'page' | 'session' | 'sessionShort' }) {
  const router = useRouter();
  const t = useTranslations('unavailable');
  const [pending, startTransition] = useTransition();
  return (
    <ErrorState
      compact={compact}
      serverFault
      pending={pending}
      text={reason ? t(reason) : undefined}
      onRetry={() => startTransition(() => router.refresh())}
    />
  );
}
