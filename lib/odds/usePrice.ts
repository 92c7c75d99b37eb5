'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { priceStore as pageStore, type OutcomeId, type PriceStore } from './priceStore';

/**
 * One outcome's price from the price store. `seed` is the price the server's snapshot gave: the
 * server render and hydration show it (so the HTML is the same as without the store), and a new
 * seed (a fresher snapshot, e.g. the live list's refresh) is written into the store as news.
 */
export function usePrice(id: OutcomeId, seed: number, store: PriceStore = pageStore): number {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const price = useSyncExternalStore(
    subscribe,
    () => store.get(id) ?? seed,
    () => seed,
  );
  useEffect(() => {
    store.set([[id, seed]]);
  }, [store, id, seed]);
  return price;
}
