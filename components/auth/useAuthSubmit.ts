'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { authFailure } from '@/lib/auth/authFailure';
import { ApiError } from '@/lib/api/http';

/** The facts of a failure the forms read: an ApiError's status, code and message. */
function factsOf(error: unknown) {
  if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.message };
  return {};
}

/**
 * A form's call to the server: pending while it runs, the failure as a sentence for the form's
 * alert (limits-coupon-auth.md §8: codes in our words, the server's detail otherwise). `run` gives the
 * answer, or undefined when the call failed.
 */
export function useAuthSubmit() {
  const t = useTranslations('authFields.failures');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T | undefined> => {
      setPending(true);
      setFailure(null);
      try {
        return await call();
      } catch (error) {
        const shown = authFailure(factsOf(error));
        if (shown) setFailure('key' in shown ? t(shown.key) : shown.detail);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [t],
  );

  return { pending, failure, run, clearFailure: useCallback(() => setFailure(null), []) };
}
