'use client';

import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` that can be tried again: a lazy component keeps its failure for good, so after a
 * failed load (a dropped connection) the next render gets a fresh one and loads again — what a
 * retry in a `LoadBoundary` needs.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fresh = (): ComponentType<P> =>
    lazy(() =>
      load().then(
        (Loaded) => ({ default: Loaded }),
        (error: unknown) => {
          Current = fresh();
          throw error;
        },
      ),
    );
  let Current = fresh();
  return function Retryable(props: P) {
    return <Current {...props} />;
  };
}
