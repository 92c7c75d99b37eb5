'use client';

import { useEffect } from 'react';

/**
 * Put in place of a data source whose chunk could not load (a LoadBoundary's fallback): tells the
 * part that shows the data, which offers `retry` (the boundary's: it tries the chunk again).
 */
export function SourceLoadFailed<S extends { failed: boolean; retry: (() => void) | null }>({ retry, onState }: { retry: () => void; onState: (change: (state: S) => S) => void }) {
  useEffect(() => onState((state) => ({ ...state, failed: true, retry })), [retry, onState]);
  return null;
}
