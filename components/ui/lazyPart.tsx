'use client';

import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A client part whose code is its own chunk, loaded when the part is first rendered: on the server
 * it renders like any component (so the first HTML holds it), in the browser its chunk comes with
 * the pages that show it. React's `lazy` in a Suspense boundary of its own, so only this part waits
 * for its chunk (at hydration the server's HTML stays until then). Next's `dynamic` does the same
 * with ≈1.3 kB gzip more in every first load (issue 10 point 3).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((Loaded) => ({ default: Loaded })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
