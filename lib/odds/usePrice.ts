'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { PRICE_FLASH_MS } from '@/lib/config/liveFeed';
import type { KeyedStore } from './keyedStore';
import { blockedStore, gameStore, priceStore as pageStore, type GameLive, type OutcomeId, type PriceStore } from './priceStore';

/**
 * One key of a live store. `seed` is what the server's snapshot gave: the server render and
 * hydration show it (so the HTML is the same as without the store), and a new seed (a fresher
 * snapshot, e.g. the live list's refresh) is written into the store as news. A seed object must
 * keep its identity while its content stays (the callers memoise it).
 */
export function useLiveValue<K, V>(store: KeyedStore<K, V>, id: K, seed: V): V {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const value = useSyncExternalStore(
    subscribe,
    () => store.get(id) ?? seed,
    () => seed,
  );
  useEffect(() => {
    store.set([[id, seed]]);
  }, [store, id, seed]);
  return value;
}

/** One outcome's price from the price store. */
export function usePrice(id: OutcomeId, seed: number, store: PriceStore = pageStore): number {
  return useLiveValue(store, id, seed);
}

/** Whether an outcome is suspended now. */
export function useBlocked(id: OutcomeId, seed: boolean): boolean {
  return useLiveValue(blockedStore, id, seed);
}

/** A game's score, clock and state now. */
export function useGameLive(id: number, seed: GameLive): GameLive {
  return useLiveValue(gameStore, id, seed);
}

export type PriceMove = 'up' | 'down' | null;

/**
 * Which way a price last moved, for PRICE_FLASH_MS after it moved (issue 12 point 5), then null.
 * Worked out while rendering from the previous price, so the flash comes with the new price.
 */
export function usePriceMove(price: number): PriceMove {
  const [previous, setPrevious] = useState(price);
  const [move, setMove] = useState<PriceMove>(null);
  if (price !== previous) {
    setPrevious(price);
    setMove(price > previous ? 'up' : 'down');
  }
  useEffect(() => {
    if (move === null) return;
    const timer = setTimeout(() => setMove(null), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [move, price]);
  return move;
}
