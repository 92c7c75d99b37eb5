'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { PRICE_FLASH_MS } from '@/lib/config/liveFeed';
import type { KeyedStore } from './keyedStore';
import { suspendedStore, gameStore, priceStore as pageStore, type GameLive, type OutcomeId, type PriceStore } from './priceStore';

/**
 * One key of a live store. `seed` is what the server's render gave: the server render and
 * hydration show it (so the HTML is the same as without the store), and it is offered to the
 * store, which takes it unless the page's feed holds the key (a seed is never fresher than the
 * feed's snapshot and stream). A seed object must keep its identity while its content stays (the
 * callers memoise it).
 */
export function useLiveValue<K, V>(store: KeyedStore<K, V>, id: K, seed: V): V {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const value = useSyncExternalStore(
    subscribe,
    () => store.get(id) ?? seed,
    () => seed,
  );
  useEffect(() => {
    store.offer(id, seed);
  }, [store, id, seed]);
  return value;
}

/** One outcome's price from the price store. */
export function usePrice(id: OutcomeId, seed: number, store: PriceStore = pageStore): number {
  return useLiveValue(store, id, seed);
}

/** Whether an outcome is suspended now. */
export function useSuspended(id: OutcomeId, seed: boolean): boolean {
  return useLiveValue(suspendedStore, id, seed);
}

/** A game's score, clock and state now. */
export function useGameLive(id: number, seed: GameLive): GameLive {
  return useLiveValue(gameStore, id, seed);
}

export type PriceMove = 'up' | 'down';

/**
 * Flashes the element the way its price moved: `odd--up` or `odd--down` for
 * PRICE_FLASH_MS, then off. Set on the element before the paint that shows the new price, without
 * a render of its own: on a live page hundreds of prices move in one frame.
 */
export function usePriceFlash(element: RefObject<HTMLElement | null>, price: number): void {
  const previous = useRef(price);
  useLayoutEffect(() => {
    const was = previous.current;
    if (price === was) return;
    previous.current = price;
    const node = element.current;
    if (!node) return;
    const move: PriceMove = price > was ? 'up' : 'down';
    node.classList.remove('odd--up', 'odd--down');
    node.classList.add(`odd--${move}`);
    const timer = setTimeout(() => node.classList.remove(`odd--${move}`), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [element, price]);
}
