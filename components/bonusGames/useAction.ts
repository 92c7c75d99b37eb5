'use client';

import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api/http';

/**
 * One state-changing call at a time, each attempt with its Idempotency-Key: a network failure keeps
 * the key, so pressing again cannot play or buy twice; an answer (or a refusal) ends the attempt.
 * `error` is the refusal as the backend worded it, or its `code` and `meta` for the caller's words.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const attempt = useRef<{ what: string; key: string } | null>(null);

  async function run<R>(what: string, call: (key: string) => Promise<R>): Promise<R | null> {
    if (attempt.current?.what !== what) attempt.current = { what, key: crypto.randomUUID() };
    setBusy(true);
    setError(null);
    try {
      const result = await call(attempt.current.key);
      attempt.current = null;
      return result;
    } catch (caught) {
      if (caught instanceof ApiError && caught.status < 500) attempt.current = null;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run };
}
