/**
 * Live prices, outside React (issue 10 point 7): one store per page holds the latest price of
 * each outcome, and each price on screen subscribes to its own outcome only, so a feed message
 * re-renders the cells whose price moved, never a list or the store's tree. The coupon and the
 * live line read and write the same store. No React here; `usePrice` is the hook.
 */
export type OutcomeId = number;
type Listener = () => void;

export interface PriceStore {
  /** The latest price of an outcome, `undefined` until one arrives. */
  get(id: OutcomeId): number | undefined;
  /** Prices from a feed batch or a fresher snapshot; only the outcomes whose price changed are told. */
  set(prices: Iterable<readonly [OutcomeId, number]>): void;
  /** Listens to one outcome's price; returns the way to stop. */
  subscribe(id: OutcomeId, listener: Listener): () => void;
}

export function createPriceStore(): PriceStore {
  const prices = new Map<OutcomeId, number>();
  const listeners = new Map<OutcomeId, Set<Listener>>();

  return {
    get: (id) => prices.get(id),
    set(entries) {
      const changed: OutcomeId[] = [];
      for (const [id, price] of entries) {
        if (prices.get(id) === price) continue;
        prices.set(id, price);
        changed.push(id);
      }
      // Everything written first, then told: a listener reading a neighbour sees the whole batch.
      for (const id of changed) for (const listener of listeners.get(id) ?? []) listener();
    },
    subscribe(id, listener) {
      let own = listeners.get(id);
      if (!own) listeners.set(id, (own = new Set()));
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0) listeners.delete(id);
      };
    },
  };
}

/** The page's one store (a browser page is one visitor; the server never writes to it). */
export const priceStore: PriceStore = createPriceStore();
