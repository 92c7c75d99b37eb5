'use client';

import { useEffect } from 'react';
import { browserChunkReloadEffects, reloadAfterChunkFailure, type ChunkReloadEffects } from './chunkReload';

/**
 * Reloads the page when a script chunk fails to load (shell-and-routing.md §8: 'Loading chunk N failed'),
 * at most once per 60 s: the usual cause is a deploy that removed the old chunks. Failures that
 * reach an error boundary are handled there (app/[lng]/error.tsx); this catches the rest, from
 * window errors and unhandled rejections.
 */
export function ChunkReloadGuard({ effects }: { effects?: ChunkReloadEffects }) {
  useEffect(() => {
    const current = () => effects ?? browserChunkReloadEffects();
    const onError = (event: ErrorEvent) => {
      reloadAfterChunkFailure(event.error ?? event.message, current());
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadAfterChunkFailure(event.reason, current());
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [effects]);
  return null;
}
