'use client';

import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type StoreSeed } from '@/store/makeStore';

/** Creates the store once per mount, seeded from what the server already knows. */
export function StoreProvider({ seed, children }: { seed: StoreSeed; children: ReactNode }) {
  const [store] = useState(() => makeStore(seed));
  return <Provider store={store}>{children}</Provider>;
}
