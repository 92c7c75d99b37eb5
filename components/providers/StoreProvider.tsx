'use client';

import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Provider } from 'react-redux';
import { browserEffectsWithRouter } from '@/store/effects';
import { makeStore, type StoreSeed } from '@/store/makeStore';

/**
 * Creates the store once per mount, seeded from what the server already knows. Its listeners get
 * the app router's refresh (a sign-in on the page renders the server components again).
 */
export function StoreProvider({ seed, children }: { seed: StoreSeed; children: ReactNode }) {
  const router = useRouter();
  const [store] = useState(() => makeStore({ ...seed, effects: seed.effects ?? browserEffectsWithRouter(router) }));
  return <Provider store={store}>{children}</Provider>;
}
