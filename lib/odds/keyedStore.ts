/**
 * A store outside React keyed by id (docs/decisions/where-data-lives.md): each cell on screen subscribes to its own
 * key, so a feed batch re-renders only the cells whose value changed, never a list. The price, the
 * lock of an outcome and the state of a game are three of them (lib/odds/priceStore.ts).
 */
type Listener = () => void;

export interface KeyedStore<K, V> {
  /** The latest value of a key, `undefined` until one arrives. */
  get(id: K): V | undefined;
  /**
   * Values the feed vouches for (its snapshot, a stream batch): only the keys whose value changed
   * are told, and every key written is held against seeds until `release`.
   */
  set(entries: Iterable<readonly [K, V]>): void;
  /**
   * A server render's value (a cell's seed): taken unless the feed holds the key. A kept page's
   * HTML may be minutes old, and a cell may hydrate after the feed read its snapshot; its seed must
   * not undo a fresher price (docs/decisions/live-feed.md "Seeds and the feed").
   */
  offer(id: K, value: V): void;
  /** The feed stopped: no key is held, the next seed of each is news again. */
  release(): void;
  /** Listens to one key; returns the way to stop. */
  subscribe(id: K, listener: Listener): () => void;
}

export function createKeyedStore<K, V>(same: (a: V, b: V) => boolean = Object.is): KeyedStore<K, V> {
  const values = new Map<K, V>();
  const listeners = new Map<K, Set<Listener>>();
  const held = new Set<K>();

  const write = (entries: Iterable<readonly [K, V]>, hold: boolean) => {
    const changed: K[] = [];
    for (const [id, value] of entries) {
      if (hold) held.add(id);
      const old = values.get(id);
      if (old !== undefined && same(old, value)) continue;
      values.set(id, value);
      changed.push(id);
    }
    // Everything written first, then told: a listener reading a neighbour sees the whole batch.
    for (const id of changed) for (const listener of listeners.get(id) ?? []) listener();
  };

  return {
    get: (id) => values.get(id),
    set: (entries) => write(entries, true),
    offer(id, value) {
      if (!held.has(id)) write([[id, value]], false);
    },
    release: () => held.clear(),
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
